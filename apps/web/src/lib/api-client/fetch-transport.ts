import { TransportError } from './request-error';
import { watchRequest, type Transport } from './transport';
import type { FetchLike } from './types';

/** The page's fetch, looked up per request so the browser's (or a test page's) is the one used. */
export const pageFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** Requests through `fetch`: what every call uses unless it wants upload progress. */
export function fetchTransport(send: FetchLike = pageFetch): Transport {
  return async (request) => {
    if (request.signal?.aborted) throw new TransportError('CANCELED');
    const controller = new AbortController();
    const watch = watchRequest(request, () => controller.abort());
    try {
      const response = await Promise.race([
        send(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body ?? null,
          credentials: 'include',
          signal: controller.signal,
        }),
        watch.stopped,
      ]);
      // Read within the timeout too: a body that never ends is no answer either.
      const text = await Promise.race([response.text(), watch.stopped]);
      return {
        status: response.status,
        statusText: response.statusText,
        headers: headersOf(response.headers),
        text,
      };
    } catch {
      throw watch.failure();
    } finally {
      watch.done();
    }
  };
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}
