import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CommerceErrorCode } from '@afrinest/contract';
import { showApiErrors as showFormErrors } from '@/components/form/show-api-errors';
import { toApiError } from '@/lib/api-client';

/** As every form shows a refused save (showApiErrors), and a code already used on the code field. */
export function showApiErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  e: unknown,
  fallback: string,
): void {
  const error = toApiError(e);
  if (error.code === CommerceErrorCode.CODE_TAKEN) {
    form.setError('code' as Path<T>, { message: error.message });
    return;
  }
  showFormErrors(form, e, fallback);
}

/** Someone else saved the same record since it was read (409 STALE_VERSION). */
export const isStaleVersion = (e: unknown): boolean =>
  toApiError(e).code === CommerceErrorCode.STALE_VERSION;
