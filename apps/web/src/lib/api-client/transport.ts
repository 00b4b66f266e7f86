import { TransportError } from './request-error';
import type { HttpMethod, UploadProgress } from './types';

/** A request ready for the wire. */
export interface OutgoingRequest {
  method: HttpMethod;
  /** The full URL, query included. */
  url: string;
  /** The caller's URL, before the base and the query: what the GET cache's exclusions look at. */
  path: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | undefined;
  /** Milliseconds; 0 waits for ever. */
  timeout: number;
  signal: AbortSignal | undefined;
  onUploadProgress: ((progress: UploadProgress) => void) | undefined;
  /** Past the GET cache (RequestOptions.fresh). */
  fresh?: boolean;
}

/** An answer as it came off the wire; the text is parsed later, once per caller. */
export interface RawResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  text: string;
}

/**
 * Sends one request, always with credentials (the session cookie: the API is on another origin
 * and the token refresh relies on it). Any status is an answer; a failure to get one rejects
 * with a TransportError.
 */
export type Transport = (request: OutgoingRequest) => Promise<RawResponse>;

/**
 * The timeout and the caller's signal, joined. Whichever comes first runs `abort` and rejects
 * `stopped`, which the transport races against the wire: the request fails then even if the
 * underlying fetch or XHR is slow to notice (happy-dom's misses an abort during a preflight).
 * `failure()` says what stopped it, or that the network failed.
 */
export function watchRequest(request: OutgoingRequest, abort: () => void) {
  let timedOut = false;
  const failure = () =>
    new TransportError(timedOut ? 'TIMEOUT' : request.signal?.aborted ? 'CANCELED' : 'NETWORK');
  let reject: (error: TransportError) => void = () => {};
  const stopped = new Promise<never>((_resolve, rejectStopped) => {
    reject = rejectStopped;
  });
  // Raced while the request is on its way; a stop after that is no failure of anyone's.
  stopped.catch(() => undefined);
  const stop = () => {
    abort();
    reject(failure());
  };
  request.signal?.addEventListener('abort', stop, { once: true });
  const timer =
    request.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          stop();
        }, request.timeout)
      : undefined;
  return {
    stopped,
    failure,
    done() {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', stop);
    },
  };
}
