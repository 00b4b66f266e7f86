import {
  AxiosError,
  isAxiosError,
  isCancel,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { GetCache } from './get-cache';

/**
 * Puts the GET cache in front of the transport. It sits at the adapter, below the
 * interceptors, so each caller still runs its own interceptors (auth retry, 429 retry) and its
 * own response transform on what comes back.
 */
export function withGetCache(
  transport: AxiosAdapter,
  cache: GetCache,
  keyOf: (config: InternalAxiosRequestConfig) => string,
): AxiosAdapter {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      // A write can change what any GET would say: once it is done, forget every stored answer
      // and every GET still in flight (the cache's generation keeps those from being stored).
      try {
        return await transport(config);
      } finally {
        cache.clear();
      }
    }
    if (!cache.isCacheable(config.url ?? '')) return transport(config);

    try {
      // The adapter hands back the raw body (a string for JSON), and axios parses it after this
      // point, so every caller gets its own parsed copy and cannot alter another caller's data.
      return forCaller(await cache.fetch(keyOf(config), () => transport(config)), config);
    } catch (e) {
      // The shared request was cancelled by the caller that sent it, not by this one.
      if (isCancel(e) && !config.signal?.aborted) return transport(config);
      throw isAxiosError(e) ? errorForCaller(e, config) : e;
    }
  };
}

function forCaller(response: AxiosResponse, config: InternalAxiosRequestConfig): AxiosResponse {
  return { ...response, config };
}

/** A shared failure, re-issued against this caller's config so its retries resend its request. */
function errorForCaller(e: AxiosError, config: InternalAxiosRequestConfig): AxiosError {
  const response = e.response && forCaller(e.response, config);
  return new AxiosError(e.message, e.code, config, e.request, response);
}
