import type { FieldError } from 'react-hook-form';

/**
 * The message of a field's error, or of the first of its parts: a list's own rule ("At most 50")
 * sits on the list, a rule of one entry on that entry.
 */
export function firstError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const part of Object.values(error as Record<string, unknown>)) {
    const message = (part as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
