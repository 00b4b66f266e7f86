import { GET_CACHE_EXCLUDED, GET_CACHE_TTL_MS } from '@afrinest/contract';
import type { RawResponse } from './transport';

export interface GetCacheOptions {
  ttlMs?: number;
  /** The clock; tests pass their own to move time without waiting. */
  now?: () => number;
  /** A URL containing any of these is never cached (SPEC §9). */
  excluded?: readonly string[];
}

/** Short-lived memory of GET answers, and of the identical GETs still on their way (SPEC §9). */
export interface GetCache {
  isCacheable(url: string): boolean;
  /**
   * A fresh stored answer for `key`, else the identical request already in flight, else a new
   * one from `load`. Only successful (2xx) answers are stored.
   */
  fetch(key: string, load: () => Promise<RawResponse>): Promise<RawResponse>;
  /** Forgets everything, including requests in flight: their answers will not be stored. */
  clear(): void;
}

interface Stored {
  at: number;
  response: RawResponse;
}

export function createGetCache({
  ttlMs = GET_CACHE_TTL_MS,
  now = Date.now,
  excluded = GET_CACHE_EXCLUDED,
}: GetCacheOptions = {}): GetCache {
  const stored = new Map<string, Stored>();
  const inFlight = new Map<string, Promise<RawResponse>>();
  // Bumped by clear(): a request sent before a write must not store its (older) answer after it.
  let generation = 0;

  const isFresh = (entry: Stored, at: number) => at - entry.at < ttlMs;

  function store(key: string, response: RawResponse) {
    const at = now();
    // Drop stale entries here so many distinct URLs do not pile up over a long session.
    for (const [k, entry] of stored) if (!isFresh(entry, at)) stored.delete(k);
    stored.set(key, { at, response });
  }

  return {
    isCacheable: (url) => !excluded.some((part) => url.includes(part)),

    fetch(key, load) {
      const hit = stored.get(key);
      if (hit && isFresh(hit, now())) return Promise.resolve(hit.response);
      stored.delete(key);

      const pending = inFlight.get(key);
      if (pending) return pending;

      const startedIn = generation;
      const forget = () => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      };
      const request: Promise<RawResponse> = load().then(
        (response) => {
          forget();
          const ok = response.status >= 200 && response.status < 300;
          if (ok && startedIn === generation) store(key, response);
          return response;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      );
      inFlight.set(key, request);
      return request;
    },

    clear() {
      generation += 1;
      stored.clear();
      inFlight.clear();
    },
  };
}
