import type { Place } from '@afrinest/contract';
import type { Cache } from '../../platform/cache/cache';
import { createGeneration } from '../../platform/cache/generation';

/** Where the current generation of the geography is kept in the shared cache. */
const GENERATION_KEY = 'geo:places:generation';
/** Places kept at most; the reference geography has a few thousand. Past it, all are dropped. */
const MAX_PLACES = 20_000;

/**
 * Places with their chains, kept in this process until the geography changes: every search
 * answer names the places of its listings, and they change only when an admin edits the
 * geography. An edit advances the generation in the shared cache (Redis when configured, so an
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
  /** The current generation, with what was kept for an older one dropped. */
  async function currentGeneration(): Promise<string> {
    const now = await generation.current();
    if (now !== keptGeneration || kept.size > MAX_PLACES) {
      kept = new Map();
      keptGeneration = now;
    }
    return now;
  }

  /** The places of these ids that exist, read under generation `current`. */
  async function placesAt(current: string, ids: string[]): Promise<Map<string, Place>> {
    const missing = [...new Set(ids.filter((id) => !kept.has(id)))];
    if (!missing.length) return new Map(ids.map((id) => [id, kept.get(id)!]));
    const loaded = await deps.load(missing);
    // Kept only if no edit came in while loading: a chain read before it may be stale.
    if ((await generation.current()) === current) for (const [id, p] of loaded) kept.set(id, p);
    return new Map(ids.flatMap((id) => loaded.get(id) ?? kept.get(id) ?? []).map(byId));
  }

  return {
    /** The places of these ids that exist, with their chains. */
    places: async (ids: string[]) => placesAt(await currentGeneration(), ids),
    /** After a committed edit of the geography: every instance reads the chains again. */
    changed: () => generation.advance(),
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;

const byId = (p: Place): [string, Place] => [p.id, p];
