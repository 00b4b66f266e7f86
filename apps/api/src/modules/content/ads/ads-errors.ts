import { AdErrorCode, AdMessages } from '@afrinest/contract';
import { AppError, badRequest } from '../../../platform/http/errors';

/** Advertisements' refusals in the standard error shape. */
export const adNotFound = () =>
  new AppError(404, AdErrorCode.AD_NOT_FOUND, AdMessages.AD_NOT_FOUND);
/** Names the field so the form shows the message under the image. */
export const imageNotFound = () =>
  new AppError(400, AdErrorCode.IMAGE_NOT_FOUND, AdMessages.IMAGE_NOT_FOUND, {
    fields: { imageId: [AdMessages.IMAGE_NOT_FOUND] },
  });
export const enquiryNotFound = () =>
  new AppError(404, AdErrorCode.ENQUIRY_NOT_FOUND, AdMessages.ENQUIRY_NOT_FOUND);
export const rangeRefused = (field: 'from' | 'to', message: string) =>
  badRequest(message, { fields: { [field]: [message] } });
