import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError } from '@/lib/api-client';

/**
 * Puts a refused save's field messages (`details.fields`, keyed like "parent.districtId") on the
 * form's fields, and anything else (a 409, a network failure) on the form as a whole: the values
 * typed stay in the form. Imported by its own path, not the form barrel: it loads the API
 * client, which the barrel's importers must not create before the app's config is set.
 */
export function showApiErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  e: unknown,
  fallback: string,
): void {
  const error = toApiError(e);
  const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
  if (error.status === 400 && fields) {
    for (const [key, messages] of Object.entries(fields))
      form.setError(key as Path<T>, { message: messages[0] });
    return;
  }
  form.setError('root', { message: error.message || fallback });
}
