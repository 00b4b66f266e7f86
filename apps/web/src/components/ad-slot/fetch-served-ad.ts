import type { AdPageKind, AdSlot, ServedAd } from '@afrinest/contract';
import { config } from '@/lib/config';

/** An ad that has not answered by then is not shown: the page must not wait for it. */
export const AD_TIMEOUT_MS = 5000;

export interface AdRequest {
  slot: AdSlot;
  page: AdPageKind;
  region?: string;
}

/** The API's paths (clickUrl, impressionUrl) made absolute: the API may sit on another origin. */
export const apiAddress = (url: string) => (url.startsWith('/') ? `${config.apiUrl}${url}` : url);

/**
 * Without zod (public pages' first load, ADR 0018): enough of the answer's shape that drawing it
 * cannot throw. Anything else counts as "no ad".
 */
function asServedAd(body: unknown): NonNullable<ServedAd> | null {
  if (!body || typeof body !== 'object') return null;
  const ad = body as Partial<NonNullable<ServedAd>>;
  const image = ad.image;
  const usable =
    typeof ad.clickUrl === 'string' &&
    typeof ad.impressionUrl === 'string' &&
    typeof ad.altText === 'string' &&
    !!image &&
    Array.isArray(image.webp) &&
    Array.isArray(image.avif) &&
    image.width > 0 &&
    image.height > 0;
  return usable ? (ad as NonNullable<ServedAd>) : null;
}

/**
 * GET /api/ads?slot&page&region with plain fetch (no API client in the first load) and no
 * cookies: the ad for the slot, or null for none, an error or no answer in time.
 */
export async function fetchServedAd(
  request: AdRequest,
  signal: AbortSignal,
): Promise<NonNullable<ServedAd> | null> {
  const query = new URLSearchParams({ slot: request.slot, page: request.page });
  if (request.region) query.set('region', request.region);
  // One controller for both ends (AbortSignal.any is too new for the phones we serve).
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, AD_TIMEOUT_MS);
  signal.addEventListener('abort', abort);
  try {
    const response = await fetch(`${config.apiUrl}/api/ads?${query}`, {
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok || response.status === 204) return null;
    return asServedAd(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Counts one impression: a beacon survives the page being left at once; where there is none,
 * a keepalive fetch does the same. Failures are not the visitor's concern.
 */
export function sendImpression(impressionUrl: string): void {
  const url = apiAddress(impressionUrl);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some browsers throw for a cross-origin beacon they refuse: fall through to fetch.
  }
  void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
