export { api, uploadApi, entitlementsApi, clearApiCache } from './instances';
export { createApiClient, type ApiClient, type ApiClientOptions } from './create-client';
export { createGetCache, type GetCache, type GetCacheOptions } from './get-cache';
export {
  createTokenRefresher,
  DEFAULT_REFRESH_PATH,
  type RefreshResult,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './token-refresh';
export {
  parseRetryAfter,
  RATE_LIMIT_MAX_RETRIES,
  RATE_LIMIT_MAX_WAIT_MS,
  rateLimitMessage,
} from './rate-limit-retry';
export {
  toApiError,
  getErrorMessage,
  serverMessage,
  ClientErrorCode,
  type ApiError,
} from './errors';
export { ApiRequestError, isApiRequestError, type FailedRequest } from './request-error';
export { LOGIN_PATH } from './navigation';
export { ACCOUNT_SUSPENDED_PATH, suspensionNotice } from './suspension-notice';
export type {
  ApiResponse,
  FetchLike,
  HttpMethod,
  RequestConfig,
  RequestOptions,
  UploadProgress,
} from './types';
