import { TransportError } from './request-error';
import { watchRequest, type Transport } from './transport';

/** A new XMLHttpRequest of the page, made per request. */
export const pageXhr = (): XMLHttpRequest => new XMLHttpRequest();

/**
 * Requests through XMLHttpRequest: fetch cannot report how much of a body has gone up, so
 * uploads that show progress come this way. Same contract as the fetch transport.
 */
export function xhrTransport(createXhr: () => XMLHttpRequest = pageXhr): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(new TransportError('CANCELED'));
        return;
      }
      const xhr = createXhr();
      const watch = watchRequest(request, () => xhr.abort());
      const fail = (error: TransportError) => {
        watch.done();
        reject(error);
      };
      watch.stopped.catch(fail);
      xhr.addEventListener('load', () => {
        watch.done();
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaderLines(xhr.getAllResponseHeaders()),
          text: xhr.responseText,
        });
      });
      xhr.addEventListener('error', () => fail(watch.failure()));
      xhr.addEventListener('abort', () => fail(watch.failure()));
      const { onUploadProgress } = request;
      if (onUploadProgress) {
        // Listening before send(): a cross-origin upload reports progress only then.
        xhr.upload.addEventListener('progress', (e) => {
          const total = e.lengthComputable ? e.total : undefined;
          onUploadProgress({
            loaded: e.loaded,
            total,
            progress: total ? e.loaded / total : undefined,
          });
        });
      }
      // Before open(): some XHRs read it there.
      xhr.withCredentials = true;
      xhr.open(request.method, request.url, true);
      for (const [name, value] of Object.entries(request.headers)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.send(request.body ?? null);
    });
}

/** `getAllResponseHeaders()` text, by lower-case name. */
function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
