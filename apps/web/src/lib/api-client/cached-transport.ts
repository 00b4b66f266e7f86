import type { GetCache } from './get-cache';
import { TransportError } from './request-error';
import type { Transport } from './transport';

/**
 * Puts the GET cache in front of the transport. It hands back the raw answer (the body as
 * text), which each caller parses for itself, so no caller can alter another one's data; and
 * each caller still handles a shared failure (401, 429) with its own request and options.
 */
export function withGetCache(send: Transport, cache: GetCache): Transport {
  return async (request) => {
    if (request.method !== 'GET') {
      // A write can change what any GET would say: once it is done, forget every stored answer
      // and every GET still in flight (the cache's generation keeps those from being stored).
      try {
        return await send(request);
      } finally {
        cache.clear();
      }
    }
    if (request.fresh || !cache.isCacheable(request.path)) return send(request);

    try {
      return await cache.fetch(request.url, () => send(request));
    } catch (e) {
      // The shared request was cancelled by the caller that sent it, not by this one.
      const cancelledByAnother =
        e instanceof TransportError && e.code === 'CANCELED' && !request.signal?.aborted;
      if (cancelledByAnother) return send(request);
      throw e;
    }
  };
}
