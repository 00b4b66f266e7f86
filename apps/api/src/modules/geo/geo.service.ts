import {
  GeoMessages,
  levelOfKey,
  selectionKeys,
  type GeoLevel,
  type LocationSelection,
  type Place,
  type ValidateResponse,
} from '@afrinest/contract';
import type { Cache } from '../../platform/cache/cache';
import { notFound } from '../../platform/http/errors';
import type { GeoRepository } from './geo.repository';
import type { GeoSearchRepository } from './geo-search.repository';
import type { GeoReferenceRepository, ReferenceRows } from './geo-reference.repository';
import {
  placesFrom,
  toArea,
  toCity,
  toContinent,
  toCountry,
  toDistrict,
  toRegion,
  toSubRegion,
} from './geo-dto';
import { distinctLabels } from './geo-labels';
import { normalizeName } from './geo-names';
import { createPlaceCache } from './place-cache';

/** Within this distance a neighbourhood answers a reverse look-up; beyond it, the city. */
export const REVERSE_AREA_KM = 3;
export const REVERSE_CITY_KM = 50;

const label = (level: GeoLevel) => (level === 'subregion' ? 'sub-region' : level);

const found = <T>(row: T | undefined, what = GeoMessages.NOT_FOUND): T => {
  if (!row) throw notFound(what);
  return row;
};

export function createGeoService(deps: {
  repo: GeoRepository;
  search: GeoSearchRepository;
  reference: GeoReferenceRepository;
  /** Where the geography's generation is kept (the app's shared cache): chains are cached. */
  cache?: Cache;
}) {
  const { repo, search, reference } = deps;
  const loadPlaces = async (ids: string[]) => placesFrom(await search.chains(ids));
  const placeCache = deps.cache
    ? createPlaceCache({ cache: deps.cache, load: loadPlaces })
    : undefined;

  /**
   * Places with their chains: every search answer names the places of its listings, so they are
   * kept in this process's memory until the geography changes.
   */
  async function places(ids: string[]): Promise<Map<string, Place>> {
    return placeCache ? placeCache.places(ids) : loadPlaces(ids);
  }
  /** A place with its chain; 404 for an unknown id or one of another level than asked. */
  async function hierarchy(id: string, level?: GeoLevel): Promise<Place> {
    const place = (await places([id])).get(id);
    if (!place || (level && place.level !== level)) throw notFound(GeoMessages.NOT_FOUND);
    return place;
  }

  return {
    /**
     * After a committed edit of the geography (names, parents, points): cached chains are read
     * again, on every API instance.
     */
    async placesChanged(): Promise<void> {
      await placeCache?.changed();
    },
    async countries(q: { limit: number; include: string[]; includeDisabled: boolean }) {
      const rows = await repo.listCountries(q);
      const data = rows.map(toCountry);
      if (q.include.includes('continent')) {
        const continents = new Map(
          (await repo.continentsByIds([...new Set(rows.map((r) => r.continentId))])).map((c) => [
            c.id,
            toContinent(c),
          ]),
        );
        for (const c of data) c.continent = continents.get(c.continentId);
      }
      if (q.include.includes('regions')) {
        const regions = await repo.regionsOfCountries(rows.map((r) => r.id));
        for (const c of data) c.regions = regions.filter((r) => r.countryId === c.id).map(toRegion);
      }
      return { data };
    },
    async regions(countryId: string, limit: number) {
      found(await repo.country(countryId));
      return { data: (await repo.listRegions(countryId, limit)).map(toRegion) };
    },
    async subRegions(regionId: string, limit: number) {
      found(await repo.region(regionId));
      return { data: (await repo.listSubRegions(regionId, limit)).map(toSubRegion) };
    },
    async districts(regionId: string, subRegionId: string | undefined, limit: number) {
      found(await repo.region(regionId));
      if (subRegionId) found(await repo.subRegion(subRegionId));
      return { data: (await repo.listDistricts(regionId, subRegionId, limit)).map(toDistrict) };
    },
    async cities(regionId: string, districtId: string | undefined, limit: number) {
      found(await repo.region(regionId));
      if (districtId) found(await repo.district(districtId));
      return { data: (await repo.listCities(regionId, districtId, limit)).map(toCity) };
    },
    async areas(cityId: string, parentId: string | undefined, limit: number) {
      found(await repo.city(cityId));
      if (parentId) found(await repo.area(parentId));
      return { data: (await repo.listAreas(cityId, parentId, limit)).map(toArea) };
    },
    country: async (id: string) => toCountry(found(await repo.country(id))),
    region: async (id: string) => toRegion(found(await repo.region(id))),
    subRegion: async (id: string) => toSubRegion(found(await repo.subRegion(id))),
    district: async (id: string) => toDistrict(found(await repo.district(id))),
    city: async (id: string) => toCity(found(await repo.city(id))),
    area: async (id: string) => toArea(found(await repo.area(id))),

    hierarchy,
    places,
    node: (id: string) => search.node(id),

    async autocomplete(q: {
      q: string;
      limit: number;
      countryId?: string;
      levels: GeoLevel[];
      includeDisabled: boolean;
    }): Promise<{ data: Place[] }> {
      const text = normalizeName(q.q);
      if (!text) return { data: [] };
      const hits = await search.autocomplete({ ...q, q: text });
      const byId = await places(hits.map((h) => h.id));
      const found = hits.flatMap((h) => {
        const place = byId.get(h.id);
        return place ? [{ place, kind: h.kind }] : [];
      });
      return { data: distinctLabels(found) };
    },

    /** The nearest neighbourhood within 3 km, else the nearest city or town within 50 km. */
    async reverse(lat: number, lng: number) {
      const hit =
        (await search.nearest('area', lat, lng, REVERSE_AREA_KM)) ??
        (await search.nearest('city', lat, lng, REVERSE_CITY_KM));
      if (!hit) throw notFound(GeoMessages.NO_PLACE_NEAR);
      return { place: await hierarchy(hit.id), distanceKm: Math.round(hit.km * 100) / 100 };
    },

    /**
     * Whether the given ids form one chain: each level must lie under every level given above
     * it. The first level (from the top) that does not is named, with the reason.
     */
    async validate(
      selection: LocationSelection,
      opts: { enabledOnly: boolean } = { enabledOnly: true },
    ): Promise<ValidateResponse> {
      const given = selectionKeys.filter((k) => selection[k]);
      const invalid = (key: (typeof selectionKeys)[number], message: string) => ({
        valid: false,
        invalidLevel: levelOfKey[key],
        message,
        place: null,
      });
      if (given.length === 0) return invalid('countryId', 'Choose a country.');
      const byId = await places(given.map((k) => selection[k]!));
      for (const [i, key] of given.entries()) {
        const level = levelOfKey[key];
        const place = byId.get(selection[key]!);
        if (!place || place.level !== level) return invalid(key, `Unknown ${label(level)}.`);
        for (const above of given.slice(0, i)) {
          if (!place.chain.some((link) => link.id === selection[above]))
            return invalid(key, `${place.name} is not in the ${label(levelOfKey[above])} chosen.`);
        }
      }
      const deepest = byId.get(selection[given.at(-1)!]!)!;
      // Places of a disabled country exist (admins prepare them) but cannot be chosen yet.
      const country = await repo.country(deepest.selection.countryId ?? '');
      if (opts.enabledOnly && country && !country.enabled)
        return invalid('countryId', `${country.name} is not available yet.`);
      return { valid: true, invalidLevel: null, message: null, place: deepest };
    },

    /** Applies the committed reference data unless this exact version is already in. */
    applyReference: (rows: ReferenceRows, hash: string) => reference.apply(rows, hash),
    referenceVersion: () => reference.version(),
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
