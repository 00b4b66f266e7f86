import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AgenciesErrorCode } from '@afrinest/contract';
import { showApiErrors as showFormErrors } from '@/components/form/show-api-errors';
import { toApiError } from '@/lib/api-client';

/** As every form shows a refused save (showApiErrors), and a taken slug on the slug field. */
export function showApiErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  e: unknown,
  fallback: string,
): void {
  const error = toApiError(e);
  if (error.code === AgenciesErrorCode.SLUG_TAKEN) {
    form.setError('slug' as Path<T>, { message: error.message });
    return;
  }
  showFormErrors(form, e, fallback);
}
