import { ContentErrorCode, ContentMessages } from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';

/** Content pages' refusals in the standard error shape. */
export const pageNotFound = () =>
  new AppError(404, ContentErrorCode.PAGE_NOT_FOUND, ContentMessages.PAGE_NOT_FOUND);
export const versionNotFound = () =>
  new AppError(404, ContentErrorCode.VERSION_NOT_FOUND, ContentMessages.VERSION_NOT_FOUND);
export const staleVersion = () =>
  new AppError(409, ContentErrorCode.STALE_VERSION, ContentMessages.STALE_VERSION);
/** Names the field so the form shows the message under the address. */
export const slugTaken = () =>
  new AppError(409, ContentErrorCode.SLUG_TAKEN, ContentMessages.SLUG_TAKEN, {
    fields: { slug: [ContentMessages.SLUG_TAKEN] },
  });
/** A cover naming no uploaded image: shown under the cover field. */
export const imageNotFound = () =>
  new AppError(400, ContentErrorCode.IMAGE_NOT_FOUND, ContentMessages.IMAGE_NOT_FOUND, {
    fields: { coverImageId: [ContentMessages.IMAGE_NOT_FOUND] },
  });
export const standingSlug = () =>
  new AppError(400, ContentErrorCode.STANDING_PAGE, ContentMessages.STANDING_SLUG, {
    fields: { slug: [ContentMessages.STANDING_SLUG] },
  });
export const standingDelete = () =>
  new AppError(400, ContentErrorCode.STANDING_PAGE, ContentMessages.STANDING_DELETE);
