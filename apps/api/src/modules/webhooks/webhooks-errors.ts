import { WebhookErrorCode, WebhookMessages } from '@afrinest/contract';
import { AppError, badRequest } from '../../platform/http/errors';

/** Webhooks' refusals in the standard error shape. */
export const endpointNotFound = () =>
  new AppError(404, WebhookErrorCode.ENDPOINT_NOT_FOUND, WebhookMessages.ENDPOINT_NOT_FOUND);
export const attemptNotFound = () =>
  new AppError(404, WebhookErrorCode.ATTEMPT_NOT_FOUND, WebhookMessages.ATTEMPT_NOT_FOUND);
export const endpointDisabled = () =>
  new AppError(409, WebhookErrorCode.ENDPOINT_DISABLED, WebhookMessages.ENDPOINT_DISABLED);
/** Names the field so the form shows the message under the address. */
export const urlNotAllowed = () =>
  new AppError(400, WebhookErrorCode.URL_NOT_ALLOWED, WebhookMessages.URL_NOT_ALLOWED, {
    fields: { url: [WebhookMessages.URL_NOT_ALLOWED] },
  });
export const httpsRequired = () =>
  new AppError(400, 'HTTPS_REQUIRED', WebhookMessages.HTTPS_REQUIRED, {
    fields: { url: [WebhookMessages.HTTPS_REQUIRED] },
  });
export const agencyUnknown = () =>
  badRequest('Choose an agency from the list.', {
    fields: { agencyId: ['Choose an agency from the list.'] },
  });
