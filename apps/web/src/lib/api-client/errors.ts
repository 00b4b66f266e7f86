import { isAxiosError, isCancel, AxiosError } from 'axios';
import { ErrorCode, Messages, errorBodySchema } from '@afrinest/contract';

/** Codes for failures that never reached an answer from the server. */
export const ClientErrorCode = {
  TIMEOUT: 'TIMEOUT',
  NETWORK: 'NETWORK',
  CANCELED: 'CANCELED',
  UNKNOWN: 'UNKNOWN',
} as const;

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

function isTimeout(e: AxiosError): boolean {
  // ETIMEDOUT when `transitional.clarifyTimeoutError` is on (our clients). Without it axios says
  // ECONNABORTED, a code it also uses for aborted requests, so only its message tells them apart.
  return (
    e.code === AxiosError.ETIMEDOUT ||
    (e.code === AxiosError.ECONNABORTED && /timeout/i.test(e.message))
  );
}

export function toApiError(e: unknown): ApiError {
  if (!isAxiosError(e)) {
    return {
      status: null,
      code: ClientErrorCode.UNKNOWN,
      message: (e instanceof Error && nonEmpty(e.message)) || Messages.INTERNAL,
    };
  }
  if (isCancel(e)) {
    return { status: null, code: ClientErrorCode.CANCELED, message: CLIENT_MESSAGES.CANCELED };
  }
  const response = e.response;
  if (!response) {
    return isTimeout(e)
      ? { status: null, code: ClientErrorCode.TIMEOUT, message: CLIENT_MESSAGES.TIMEOUT }
      : { status: null, code: ClientErrorCode.NETWORK, message: CLIENT_MESSAGES.NETWORK };
  }
  const { status, data } = response;
  const body = errorBodySchema.safeParse(data);
  if (body.success) {
    const { code, message, details } = body.data.error;
    return details === undefined ? { status, code, message } : { status, code, message, details };
  }
  const code = codeForStatus(status);
  const known = (Messages as Record<string, string>)[code];
  return { status, code, message: serverMessage(data) ?? known ?? e.message };
}

/** The server's own message when it sent one, else the caller's fallback (SPEC §8). */
export function getErrorMessage(e: unknown, fallback: string): string {
  return (isAxiosError(e) ? serverMessage(e.response?.data) : undefined) ?? fallback;
}
