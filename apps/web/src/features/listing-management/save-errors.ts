import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { toApiError } from '@/lib/api-client';

/**
 * A refused save: the values stay as typed; a 400's field messages (`details.fields`) go on their
 * fields, anything else (a 409, a 403, a network failure) on the form as a whole; a toast says
 * what failed either way.
 */
export function showSaveError<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  e: unknown,
): void {
  const error = toApiError(e);
  const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
  if (error.status === 400 && fields) {
    for (const [key, messages] of Object.entries(fields))
      form.setError(key as Path<T>, { message: messages[0] });
    toast.error(`Not saved: ${error.message}`);
    return;
  }
  form.setError('root', { message: error.message });
  toast.error(`Not saved: ${error.message}`);
}
