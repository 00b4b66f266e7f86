const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `url` under `baseURL` (unless it is absolute), with `params` as its query. */
export function buildUrl(baseURL: string, url: string, params?: object): string {
  const full = ABSOLUTE_URL.test(url)
    ? url
    : url === ''
      ? baseURL
      : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = params ? serializeParams(params) : '';
  if (query === '') return full;
  const [beforeHash = ''] = full.split('#', 1);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}`;
}

/**
 * `a=1&b=x+y`: null and undefined left out, an array as its key repeated, a Date in ISO 8601,
 * an object as JSON. Encoded as axios did, keeping `:`, `$` and `,` readable.
 */
export function serializeParams(params: object): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encode(key)}=${encode(textOf(item))}`);
    }
  }
  return pairs.join('&');
}

function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const encode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
