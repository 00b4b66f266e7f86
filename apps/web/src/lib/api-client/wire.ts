import type { OutgoingRequest, RawResponse } from './transport';
import type { ApiResponse, RequestConfig } from './types';
import { buildUrl } from './url';

/** What every request accepts (as axios asked): JSON first, anything else tolerated. */
export const ACCEPT = 'application/json, text/plain, */*';

/** Header names in lower case, so a header is never sent twice under two spellings. */
export function lowerCaseNames(headers: Record<string, string> | undefined) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

/** `config` as it goes on the wire; its `headers` are those it will be sent with. */
export function toOutgoing(
  config: RequestConfig & { headers: Record<string, string> },
  baseURL: string,
  timeout: number,
): OutgoingRequest {
  const headers = { ...config.headers };
  return {
    method: config.method,
    url: buildUrl(baseURL, config.url, config.params),
    path: config.url,
    headers,
    body: encodeBody(config.data, headers),
    timeout: config.timeout ?? timeout,
    signal: config.signal,
    onUploadProgress: config.onUploadProgress,
    fresh: config.fresh,
  };
}

/**
 * The body for the wire: FormData, Blob, ArrayBuffer, URLSearchParams and strings as they are (the
 * browser names the type of the first ones, with FormData's boundary), anything else as JSON.
 */
function encodeBody(
  data: unknown,
  headers: Record<string, string>,
): XMLHttpRequestBodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData) {
    delete headers['content-type'];
    return data;
  }
  if (
    typeof data === 'string' ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(data);
}

/** A caller's own response: the text parsed afresh, so no two callers share one object. */
export function toResponse<T>(raw: RawResponse, config: RequestConfig): ApiResponse<T> {
  return {
    data: parseBody(raw.text) as T,
    status: raw.status,
    statusText: raw.statusText,
    headers: { ...raw.headers },
    config,
  };
}

/** JSON when it parses as JSON, whatever its type says (as axios did); else the text itself. */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
