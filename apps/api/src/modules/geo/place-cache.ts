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
  /** The areas that have areas inside them. */
  loadParentAreas: () => Promise<Set<string>>;
}) {
  let kept = new Map<string, Place>();
  let parents: Set<string> | undefined;
  let keptGeneration: string | undefined;
  const generation = createGeneration(deps.cache, GENERATION_KEY);
  /** The current generation, with what was kept for an older one dropped. */
  async function currentGeneration(): Promise<string> {
    const now = await generation.current();
    if (now !== keptGeneration || kept.size > MAX_PLACES) {
      kept = new Map();
      parents = undefined;
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
  /** The areas with areas inside them, read once under generation `current`. */
  async function parentsAt(current: string): Promise<Set<string>> {
    if (parents) return parents;
    const loaded = await deps.loadParentAreas();
    if ((await generation.current()) === current) parents = loaded;
    return loaded;
  }

  return {
    /** The places of these ids that exist, with their chains. */
    places: async (ids: string[]) => placesAt(await currentGeneration(), ids),
    /**
     * A place with its chain (undefined if unknown) and whether areas lie inside it (Nakawa
     * holds Ntinda): a search by any other place may read its level's column (ADR 0025). One
     * look-up of the generation for both.
     */
    async placeWithNesting(id: string): Promise<{ place?: Place; holdsAreas: boolean }> {
      const current = await currentGeneration();
      const place = (await placesAt(current, [id])).get(id);
      return { place, holdsAreas: holdsAreas(place, await parentsAt(current)) };
    },
    /** After a committed edit of the geography: every instance reads the chains again. */
    changed: () => generation.advance(),
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;

const byId = (p: Place): [string, Place] => [p.id, p];

/** Whether areas lie inside this place, given the areas that hold others. */
export const holdsAreas = (place: Place | undefined, parentAreas: Set<string>): boolean =>
  place?.level === 'area' && parentAreas.has(place.id);
