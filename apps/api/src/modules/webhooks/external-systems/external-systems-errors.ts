import { ExternalSystemErrorCode, ExternalSystemMessages } from '@afrinest/contract';
import { AppError, badRequest } from '../../../platform/http/errors';

/** External systems' refusals in the standard error shape, with the contract's messages. */
export const systemNotFound = () =>
  new AppError(
    404,
    ExternalSystemErrorCode.SYSTEM_NOT_FOUND,
    ExternalSystemMessages.SYSTEM_NOT_FOUND,
  );
export const externalListingNotFound = () =>
  new AppError(
    404,
    ExternalSystemErrorCode.EXTERNAL_LISTING_NOT_FOUND,
    ExternalSystemMessages.EXTERNAL_LISTING_NOT_FOUND,
  );
/** Names the field so the admin form shows the message under it. */
export const fieldRefused = (field: string, message: string) =>
  badRequest(message, { fields: { [field]: [message] } });

export const keyInvalid = () =>
  new AppError(
    401,
    ExternalSystemErrorCode.API_KEY_INVALID,
    ExternalSystemMessages.API_KEY_INVALID,
  );
export const keyRevoked = () =>
  new AppError(
    401,
    ExternalSystemErrorCode.API_KEY_REVOKED,
    ExternalSystemMessages.API_KEY_REVOKED,
  );
export const keyExpired = () =>
  new AppError(
    401,
    ExternalSystemErrorCode.API_KEY_EXPIRED,
    ExternalSystemMessages.API_KEY_EXPIRED,
  );
/** 429 with Retry-After: the client waits that long before its next call. */
export const keyRateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ExternalSystemErrorCode.API_KEY_RATE_LIMITED,
    ExternalSystemMessages.API_KEY_RATE_LIMITED,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
