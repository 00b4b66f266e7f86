import { CommerceErrorCode, CommerceMessages, ErrorCode } from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';

/** The catalogue's refusals in the standard error shape; 400s name their fields. */
export const itemNotFound = () =>
  new AppError(404, CommerceErrorCode.ITEM_NOT_FOUND, CommerceMessages.ITEM_NOT_FOUND);
export const packageNotFound = () =>
  new AppError(404, CommerceErrorCode.PACKAGE_NOT_FOUND, CommerceMessages.PACKAGE_NOT_FOUND);
export const staleVersion = () =>
  new AppError(409, CommerceErrorCode.STALE_VERSION, CommerceMessages.STALE_VERSION);
export const codeTaken = () =>
  new AppError(409, CommerceErrorCode.CODE_TAKEN, CommerceMessages.CODE_TAKEN, {
    fields: { code: [CommerceMessages.CODE_TAKEN] },
  });

/** A 400 naming each field refused with its message; the first message is the error's own. */
export function fieldsError(
  fields: Record<string, string>,
  code: string = ErrorCode.VALIDATION_FAILED,
): AppError {
  const entries = Object.entries(fields);
  return new AppError(400, code, entries[0]?.[1] ?? 'Some fields are not valid.', {
    fields: Object.fromEntries(entries.map(([k, m]) => [k, [m]])),
  });
}
