import { randomUUID } from 'node:crypto';
import type { Cache } from './cache';

/** Far longer than anything kept under a generation lives; an expired one just means misses. */
const GENERATION_TTL_MS = 24 * 3600_000;

/**
 * A generation in the shared cache: what is kept in a process under it is valid until someone,
 * on any instance, advances it (Redis when configured). Random values rather than a counter,
 * so two instances advancing at once can never put an older generation back.
 */
export function createGeneration(cache: Cache, key: string) {
  return {
    /** The current generation; a missing one is replaced by a new one, never a reused value. */
    async current(): Promise<string> {
      const kept = await cache.get<string>(key);
      if (kept) return kept;
      const fresh = randomUUID();
      await cache.set(key, fresh, GENERATION_TTL_MS);
      return fresh;
    },
    /** Everything kept under the generation so far is out of use, on every instance. */
    async advance(): Promise<void> {
      await cache.set(key, randomUUID(), GENERATION_TTL_MS);
    },
  };
}
