import type {
  Area,
  ChainLink,
  City,
  Continent,
  Country,
  District,
  Place,
  Region,
  SubRegion,
} from '@afrinest/contract';
import type {
  AreaRow,
  CityRow,
  ContinentRow,
  CountryRow,
  DistrictRow,
  RegionRow,
  SubRegionRow,
} from './geo.repository';
import type { ChainRow, NodeRow } from './geo-search.repository';

/** Rows → the contract's shapes (the API never sends its internal columns). */
const base = (r: { id: string; name: string; slug: string } & Coordinates) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  latitude: r.latitude,
  longitude: r.longitude,
});
type Coordinates = { latitude: number | null; longitude: number | null };

export const toContinent = (r: ContinentRow): Continent => ({ ...base(r), code: r.code });
export const toCountry = (r: CountryRow): Country => ({
  ...base(r),
  continentId: r.continentId,
  iso2: r.iso2,
  iso3: r.iso3,
  currency: r.currency,
  callingCode: r.callingCode,
  enabled: r.enabled,
});
export const toRegion = (r: RegionRow): Region => ({ ...base(r), countryId: r.countryId });
export const toSubRegion = (r: SubRegionRow): SubRegion => ({ ...base(r), regionId: r.regionId });
export const toDistrict = (r: DistrictRow): District => ({
  ...base(r),
  regionId: r.regionId,
  subRegionId: r.subRegionId,
});
export const toCity = (r: CityRow): City => ({
  ...base(r),
  regionId: r.regionId,
  districtId: r.districtId,
  kind: r.kind as City['kind'],
});
export const toArea = (r: AreaRow): Area => ({
  ...base(r),
  cityId: r.cityId,
  parentId: r.parentId,
  kind: r.kind as Area['kind'],
});

export const toLink = (r: Omit<NodeRow, 'country_id'>): ChainLink => ({
  id: r.id,
  level: r.level,
  name: r.name,
  slug: r.slug,
  latitude: r.latitude,
  longitude: r.longitude,
});

/**
 * "Kololo, Kampala Central, Kampala, Central Region, Uganda": the place, the areas around it, its
 * city, region and country as people write an address. Sub-regions and districts (and the
 * continent) are named only when they are the place itself; a name repeated by the next level
 * (Makindye, in Makindye division) is said once.
 */
export function labelOf(chain: ChainLink[]): string {
  const names: string[] = [];
  chain.forEach((link, i) => {
    const shown = i === 0 || !['subregion', 'district', 'continent'].includes(link.level);
    if (shown && names.at(-1) !== link.name) names.push(link.name);
  });
  return names.join(', ');
}

/** The ids of each level in a chain; the innermost area when areas nest. */
export function selectionOf(chain: ChainLink[]): Place['selection'] {
  const first = (level: ChainLink['level']) => chain.find((l) => l.level === level)?.id ?? null;
  return {
    countryId: first('country'),
    regionId: first('region'),
    subRegionId: first('subregion'),
    districtId: first('district'),
    cityId: first('city'),
    areaId: first('area'),
  };
}

/** Groups the rows of a chains() query into one Place per origin. */
export function placesFrom(rows: ChainRow[]): Map<string, Place> {
  const byOrigin = new Map<string, ChainRow[]>();
  for (const row of rows) {
    const list = byOrigin.get(row.origin) ?? [];
    list.push(row);
    byOrigin.set(row.origin, list);
  }
  const places = new Map<string, Place>();
  for (const [origin, list] of byOrigin) {
    const chain = list.sort((a, b) => a.depth - b.depth).map(toLink);
    places.set(origin, {
      ...chain[0]!,
      label: labelOf(chain),
      chain,
      selection: selectionOf(chain),
    });
  }
  return places;
}
