import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AgenciesErrorCode } from '@afrinest/contract';
import { toApiError } from '@/lib/api-client';

/**
 * Puts a refused save's field messages (`details.fields`) on the form's fields, a taken slug on
 * the slug field, and anything else (a network failure, a 404) on the form as a whole.
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
  if (error.code === AgenciesErrorCode.SLUG_TAKEN) {
    form.setError('slug' as Path<T>, { message: error.message });
    return;
  }
  form.setError('root', { message: error.message || fallback });
}
