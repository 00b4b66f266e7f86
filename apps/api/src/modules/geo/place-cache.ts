import type { Place } from '@afrinest/contract';
import type { Cache } from '../../platform/cache/cache';
import { createGeneration } from '../../platform/cache/generation';

/** Where the current generation of the geography is kept in the shared cache. */
const GENERATION_KEY = 'geo:places:generation';
/** Places kept at most; the reference geography has a few thousand. Past it, all are dropped. */
const MAX_PLACES = 20_000;

/**
 * Places with their chains, kept in this process until the geography changes (ADR 0025). Every
 * search answer names the places of its listings; they change only when an admin edits the
 * geography, which advances the generation in the shared cache (Redis when configured, so an
 * edit on one API instance reaches every instance). A read costs one look-up of the generation
 * instead of a query of the chains.
 */
export function createPlaceCache(deps: {
  cache: Cache;
  load: (ids: string[]) => Promise<Map<string, Place>>;
}) {
  let kept = new Map<string, Place>();
  let keptGeneration: string | undefined;
  const generation = createGeneration(deps.cache, GENERATION_KEY);

  return {
    /** The places of these ids that exist, with their chains. */
    async places(ids: string[]): Promise<Map<string, Place>> {
      const current = await generation.current();
      if (current !== keptGeneration || kept.size > MAX_PLACES) {
        kept = new Map();
        keptGeneration = current;
      }
      const missing = [...new Set(ids.filter((id) => !kept.has(id)))];
      if (missing.length) {
        const loaded = await deps.load(missing);
        // Kept only if no edit came in while loading: a chain read before it may be stale.
        if ((await generation.current()) === current) for (const [id, p] of loaded) kept.set(id, p);
        return new Map(ids.flatMap((id) => loaded.get(id) ?? kept.get(id) ?? []).map(byId));
      }
      return new Map(ids.map((id) => [id, kept.get(id)!]));
    },
    /** After a committed edit of the geography: every instance reads the chains again. */
    changed: () => generation.advance(),
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;

const byId = (p: Place): [string, Place] => [p.id, p];
