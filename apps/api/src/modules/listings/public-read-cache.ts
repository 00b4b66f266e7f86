import type { FastifyReply } from 'fastify';
import { createMemoryCache, type Cache } from '../../platform/cache/cache';
import { createGeneration } from '../../platform/cache/generation';

/** Where the current generation is kept in the shared cache. */
const GENERATION_KEY = 'listings:pub:generation';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The same value whatever order the query's keys came in; undefined fields are left out. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface CachedRead {
  /** The response body, already serialised. */
  body: string;
  hit: boolean;
}

/**
 * Public listing reads (search, featured, map, places) answered from memory for a few seconds
 * (ADR 0021). Entries are keyed by a generation that every listing-related write advances
 * (`bump`), so the next read after a write is computed again. The generation lives in the shared
 * cache (Redis when configured: a bump on one API instance reaches every instance); the answers
 * live in this process's own bounded memory, so they never evict the shared cache's security
 * state (revocations, attempt limits) and a hit costs no network transfer.
 */
export function createPublicReadCache(deps: { cache: Cache; ttlMs: number; maxEntries?: number }) {
  const { cache, ttlMs } = deps;
  const answers = createMemoryCache({ maxEntries: deps.maxEntries });
  const generation = createGeneration(cache, GENERATION_KEY);

  return {
    /**
     * The answer to a public read of this kind and parsed query: from memory when this
     * generation already computed it, else computed, serialised and kept for ttlMs.
     */
    async read(kind: string, query: unknown, compute: () => Promise<string>): Promise<CachedRead> {
      if (ttlMs <= 0) return { body: await compute(), hit: false };
      const key = `listings:pub:${await generation.current()}:${kind}:${stableJson(query)}`;
      const kept = await answers.get<string>(key);
      if (kept !== undefined) return { body: kept, hit: true };
      const body = await compute();
      await answers.set(key, body, ttlMs);
      return { body, hit: false };
    },
    /**
     * Advances the generation: every answer kept so far is out of use. Called after the write is
     * committed, so a read keyed by the new generation sees it.
     */
    bump: () => generation.advance(),
  };
}
export type PublicReadCache = ReturnType<typeof createPublicReadCache>;

/**
 * Answers a cached public route: the body (`answerBody`, computed on a miss only) sent as it is,
 * with `x-cache: hit|miss`.
 */
export async function replyFromCache(
  reply: FastifyReply,
  reads: PublicReadCache,
  kind: string,
  query: unknown,
  compute: () => Promise<unknown>,
): Promise<void> {
  // Written by the route's own serializer, from its response schema.
  const { body, hit } = await reads.read(kind, query, async () =>
    String(reply.serialize(await compute())),
  );
  // A string with a JSON content type is sent as it is, not serialised again. Awaiting the
  // reply (a thenable) waits until it is written, so the handler settles on a sent reply.
  await reply
    .header('x-cache', hit ? 'hit' : 'miss')
    .type(JSON_TYPE)
    .send(body);
}
