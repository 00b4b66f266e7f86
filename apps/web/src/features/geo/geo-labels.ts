import type { GeoLevel } from '@afrinest/contract';

export const levelNames: Record<GeoLevel, { one: string; many: string }> = {
  continent: { one: 'Continent', many: 'Continents' },
  country: { one: 'Country', many: 'Countries' },
  region: { one: 'Region', many: 'Regions' },
  subregion: { one: 'Sub-region', many: 'Sub-regions' },
  district: { one: 'District', many: 'Districts' },
  city: { one: 'City or town', many: 'Cities and towns' },
  area: { one: 'Area', many: 'Areas' },
};

const lower: Record<GeoLevel, [string, string]> = {
  continent: ['continent', 'continents'],
  country: ['country', 'countries'],
  region: ['region', 'regions'],
  subregion: ['sub-region', 'sub-regions'],
  district: ['district', 'districts'],
  city: ['city', 'cities'],
  area: ['area', 'areas'],
};

/** "26 districts, 1 sub-region"; "none" when empty. */
export function childSummary(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([level, n]) => `${n} ${lower[level as GeoLevel]?.[n === 1 ? 0 : 1] ?? level}`);
  return parts.length ? parts.join(', ') : 'none';
}

/** The levels a node of `level` holds directly (the API's childCounts keys, in order). */
export const childLevels: Record<GeoLevel, GeoLevel[]> = {
  continent: ['country'],
  country: ['region'],
  region: ['subregion', 'district', 'city'],
  subregion: ['district'],
  district: ['city'],
  city: ['area'],
  area: ['area'],
};

/** The level whose select in the location picker names the parent of a new `level` node. */
export const parentLevelOf: Record<Exclude<GeoLevel, 'continent' | 'country'>, GeoLevel> = {
  region: 'country',
  subregion: 'region',
  district: 'subregion',
  city: 'district',
  area: 'area',
};

export const formatCentre = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? '—' : `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
