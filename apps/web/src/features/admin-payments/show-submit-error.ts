import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { toApiError } from '@/lib/api-client';

/**
 * A refused submit as every form shows it (field messages on their fields), and the server's
 * message over the form too: a 400 may name a field this form shows under another name.
 */
export function showSubmitError<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  e: unknown,
  fallback: string,
): void {
  showApiErrors(form, e, fallback);
  const error = toApiError(e);
  if (error.status === 400) form.setError('root', { message: error.message || fallback });
}
