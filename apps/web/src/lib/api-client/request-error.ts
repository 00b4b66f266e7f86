import type { ApiResponse, RequestConfig } from './types';

/** Codes for failures that never reached an answer from the server. */
export const ClientErrorCode = {
  TIMEOUT: 'TIMEOUT',
  NETWORK: 'NETWORK',
  CANCELED: 'CANCELED',
  UNKNOWN: 'UNKNOWN',
} as const;

/** Why no answer came back. */
export type NoAnswerCode = Exclude<
  (typeof ClientErrorCode)[keyof typeof ClientErrorCode],
  'UNKNOWN'
>;

/** The code of a request the server answered with a status outside 2xx. */
export const BAD_STATUS = 'BAD_STATUS';

/**
 * How every request of the client fails: with the server's answer (`response`, `status`) when
 * one came back, else with a NoAnswerCode. `config` is the request, so a handler can send it again.
 */
export class ApiRequestError<T = unknown> extends Error {
  /** Recognised by this flag rather than `instanceof`, which two copies of the module break. */
  readonly isApiRequestError = true;
  readonly status: number | undefined;

  constructor(
    message: string,
    readonly code: NoAnswerCode | typeof BAD_STATUS,
    readonly config: RequestConfig,
    readonly response?: ApiResponse<T>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = response?.status;
  }
}

export function isApiRequestError(e: unknown): e is ApiRequestError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { isApiRequestError?: unknown }).isApiRequestError === true
  );
}

/** A request that got an answer it did not want. */
export type FailedRequest = ApiRequestError & { response: ApiResponse };

const NO_ANSWER_MESSAGES: Record<NoAnswerCode, string> = {
  TIMEOUT: 'The request timed out',
  NETWORK: 'Network Error',
  CANCELED: 'The request was cancelled',
};

/**
 * A failure of the transport itself (no answer), before it is tied to a caller's request:
 * one shared GET can fail for several callers, each with its own config.
 */
export class TransportError extends Error {
  constructor(readonly code: NoAnswerCode) {
    super(NO_ANSWER_MESSAGES[code]);
    this.name = 'TransportError';
  }
}
