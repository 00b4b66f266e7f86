import { ErrorCode, Messages, type ErrorBody } from '@afrinest/contract';
import { BAD_STATUS, ClientErrorCode, isApiRequestError } from './request-error';

export { ClientErrorCode };

/** Any failed call, reduced to what the UI needs. `status` is null when no answer came back. */
export interface ApiError {
  status: number | null;
  code: string;
  message: string;
  details?: unknown;
}

const CLIENT_MESSAGES = {
  TIMEOUT: 'The server took too long to answer. Please try again.',
  NETWORK: 'Could not reach the server. Please check your connection.',
  CANCELED: 'The request was cancelled.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The message the server wrote: `{ error: { message } }` (our API's shape), or a bare
 * `{ message }` (proxies, and answers not made by our error handler).
 */
export function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return (
    (isRecord(body.error) ? nonEmpty(body.error.message) : undefined) ?? nonEmpty(body.message)
  );
}

/** A code for answers that do not carry our error shape, from their status alone. */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.VALIDATION_FAILED;
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return status >= 500 ? ErrorCode.INTERNAL : `HTTP_${status}`;
  }
}

export function toApiError(e: unknown): ApiError {
  if (!isApiRequestError(e)) {
    return {
      status: null,
      code: ClientErrorCode.UNKNOWN,
      message: (e instanceof Error && nonEmpty(e.message)) || Messages.INTERNAL,
    };
  }
  const response = e.response;
  if (!response) {
    // A bad status always comes with its answer; one made by hand without it counts as none.
    const code = e.code === BAD_STATUS ? ClientErrorCode.NETWORK : e.code;
    return { status: null, code, message: CLIENT_MESSAGES[code] };
  }
  const { status, data } = response;
  const body = errorBodyOf(data);
  if (body) {
    const { code, message, details } = body;
    return details === undefined ? { status, code, message } : { status, code, message, details };
  }
  const code = codeForStatus(status);
  const known = (Messages as Record<string, string>)[code];
  return { status, code, message: serverMessage(data) ?? known ?? e.message };
}

/**
 * Our error shape `{error:{code,message,details?}}`, checked by hand: the client loads on every
 * page, and `errorBodySchema` would bring zod with it (DESIGN.md §4 budget).
 */
function errorBodyOf(data: unknown): ErrorBody['error'] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const error: unknown = (data as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return details === undefined ? { code, message } : { code, message, details };
}

/** The server's own message when it sent one, else the caller's fallback (SPEC §8). */
export function getErrorMessage(e: unknown, fallback: string): string {
  return (isApiRequestError(e) ? serverMessage(e.response?.data) : undefined) ?? fallback;
}
