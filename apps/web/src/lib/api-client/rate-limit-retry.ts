import { Messages } from '@afrinest/contract';
import type { FailedRequest } from './request-error';
import type { ApiResponse, RequestConfig } from './types';

/** Retries per request, so a server that keeps answering 429 cannot keep us looping. */
export const RATE_LIMIT_MAX_RETRIES = 3;
/**
 * A longer wait than this is not worth holding the caller (a screen that silently hangs): the
 * 429 is passed on instead, and the user is told how long to wait.
 */
export const RATE_LIMIT_MAX_WAIT_MS = 10_000;

/** What the user is told when a 429 is passed on: how long to wait, when the API said. */
export function rateLimitMessage(waitMs: number | null): string {
  if (waitMs === null) return Messages.RATE_LIMITED;
  return `Too many requests. Try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.`;
}

/**
 * Milliseconds to wait from a `Retry-After` value: delay-seconds (SPEC §7), or an HTTP date
 * (RFC 9110 allows both). Null when there is no usable value.
 */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // HTTP dates name their month; this keeps Date.parse from reading "-1" as the year -1.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface RateLimitHandlerDeps {
  /** Sends a request again through the whole client, handlers included. */
  resend: (config: RequestConfig) => Promise<ApiResponse>;
  sleep: (ms: number) => Promise<void>;
  /** Tells the user a request was given up on (a toast in the app). */
  notify: (message: string) => void;
}

/** SPEC §7, 429 with `retry-after`: wait that long, then send the request again. */
export function createRateLimitHandler({ resend, sleep, notify }: RateLimitHandlerDeps) {
  return async function onRateLimited(error: FailedRequest): Promise<ApiResponse> {
    const { config } = error;
    if (config.rateLimitHandled) throw error;
    const attempts = config.rateLimitRetries ?? 0;
    // Cross-origin, the browser shows this header only if the API lists it in
    // Access-Control-Expose-Headers; without it there is no wait to honour and the 429 passes on.
    const waitMs = parseRetryAfter(error.response.headers['retry-after']);
    if (waitMs === null || waitMs > RATE_LIMIT_MAX_WAIT_MS || attempts >= RATE_LIMIT_MAX_RETRIES) {
      // Only here, where the last attempt gives up: the earlier ones' rejections pass through.
      notify(rateLimitMessage(waitMs));
      throw error;
    }
    await sleep(waitMs);
    config.rateLimitRetries = attempts + 1;
    return resend(config);
  };
}
