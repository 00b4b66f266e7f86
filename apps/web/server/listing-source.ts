import { GET_CACHE_TTL_MS, type ListingDetail } from '@afrinest/contract';

/**
 * What the API said of a listing (GET /properties/{id}: with its photos): found, gone (404: the
 * page answers 404 too), or no answer.
 */
export type ListingLookup =
  { kind: 'found'; listing: ListingDetail } | { kind: 'missing' } | { kind: 'unavailable' };

export interface ListingSourceOptions {
  apiUrl: string;
  /** A share preview must not hold the page up: past this the page goes out without one. */
  timeoutMs?: number;
  /**
   * Chat apps fetch a shared link in bursts. The page also carries the answer for its own first
   * GET (ADR 0024), so it may be no older than the browser's own GET cache lets an answer be.
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads public listings from the API server to server (as a visitor: only what anyone may see),
 * with a small in-memory cache. Only answers are cached, never a failure, so a listing reappears
 * as soon as the API is back. The cache is a per-instance convenience, never needed for truth.
 */
export function createListingSource(opts: ListingSourceOptions) {
  const ttl = opts.ttlMs ?? GET_CACHE_TTL_MS;
  const max = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; value: ListingLookup }>();

  async function fetchListing(id: string): Promise<ListingLookup> {
    try {
      const res = await fetch(`${opts.apiUrl}/properties/${id}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 1500),
      });
      if (res.status === 404) return { kind: 'missing' };
      if (!res.ok) return { kind: 'unavailable' };
      return { kind: 'found', listing: (await res.json()) as ListingDetail };
    } catch {
      return { kind: 'unavailable' };
    }
  }

  return {
    async get(id: string): Promise<ListingLookup> {
      // The API answers 400 for an id that is not a UUID: to a visitor that is a missing page.
      if (!UUID.test(id)) return { kind: 'missing' };
      const key = id.toLowerCase();
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      const value = await fetchListing(key);
      if (value.kind === 'unavailable') return value;
      cache.delete(key);
      cache.set(key, { at: now(), value });
      // Oldest first out: a Map iterates in insertion order.
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return value;
    },
  };
}
export type ListingSource = ReturnType<typeof createListingSource>;
