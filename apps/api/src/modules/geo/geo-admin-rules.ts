import { selectionKeys, type GeoLevel, type LocationSelection } from '@afrinest/contract';

/** Where each level may hang, and what that means for its table's columns. */

/** The selection keys a node of `level` takes its parents from (deeper keys are dropped). */
const parentDepth: Record<Exclude<GeoLevel, 'continent' | 'country'>, number> = {
  region: 1, // countryId
  subregion: 2, // …regionId
  district: 3, // …subRegionId
  city: 4, // …districtId (subRegionId only checks the chain)
  area: 6, // …cityId, areaId
};

export function selectionUpTo(level: GeoLevel, selection: LocationSelection): LocationSelection {
  if (level === 'continent' || level === 'country') return {};
  const keep = selectionKeys.slice(0, parentDepth[level]);
  return Object.fromEntries(keep.filter((k) => selection[k]).map((k) => [k, selection[k]]));
}

/** The parent columns of a node of `level` from its checked parent selection. */
export function parentValues(level: GeoLevel, p: LocationSelection): Record<string, unknown> {
  switch (level) {
    case 'region':
      return { countryId: p.countryId };
    case 'subregion':
      return { regionId: p.regionId };
    case 'district':
      return { regionId: p.regionId, subRegionId: p.subRegionId ?? null };
    case 'city':
      return { regionId: p.regionId, districtId: p.districtId ?? null };
    case 'area':
      return { cityId: p.cityId, parentId: p.areaId ?? null };
    default:
      return {};
  }
}

/**
 * For the admin tree: the columns of `level`'s table that pick the children of a `parent` node
 * ('id' = the parent's id, null = must be empty), or null when such a node is never a child.
 * A city's own areas are its top-level ones (divisions and loose neighbourhoods).
 */
export function parentColumns(level: GeoLevel, parent: GeoLevel): [string, 'id' | null][] | null {
  const table: Record<string, [string, 'id' | null][]> = {
    'country<continent': [['continent_id', 'id']],
    'region<country': [['country_id', 'id']],
    'subregion<region': [['region_id', 'id']],
    'district<region': [['region_id', 'id']],
    'district<subregion': [['sub_region_id', 'id']],
    'city<region': [['region_id', 'id']],
    'city<district': [['district_id', 'id']],
    'area<city': [
      ['city_id', 'id'],
      ['parent_id', null],
    ],
    'area<area': [['parent_id', 'id']],
  };
  return table[`${level}<${parent}`] ?? null;
}

const plurals: Record<GeoLevel, string> = {
  continent: 'continents',
  country: 'countries',
  region: 'regions',
  subregion: 'sub-regions',
  district: 'districts',
  city: 'cities',
  area: 'areas',
};
export const plural = (level: GeoLevel, n: number) =>
  n === 1 ? (level === 'subregion' ? 'sub-region' : level) : plurals[level];
