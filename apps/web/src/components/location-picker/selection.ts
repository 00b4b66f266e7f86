import {
  selectionKeys,
  levelOfKey,
  type GeoLevel,
  type LocationSelection,
  type SelectionKey,
} from '@afrinest/contract';

/** The picker's levels, top down, with the key each one sets. */
export const pickerLevels = selectionKeys.map((key) => ({ key, level: levelOfKey[key] }));

export const levelLabels: Record<SelectionKey, string> = {
  countryId: 'Country',
  regionId: 'Region',
  subRegionId: 'Sub-region',
  districtId: 'District',
  cityId: 'City or town',
  areaId: 'Area',
};

const depthOf = (level: GeoLevel) => pickerLevels.findIndex((l) => l.level === level);

/** The keys a picker that goes down to `deepest` sets. */
export const keysUpTo = (deepest: GeoLevel): SelectionKey[] =>
  pickerLevels.slice(0, depthOf(deepest) + 1).map((l) => l.key);

/** Sets one level and clears every level below it: a new region has none of the old districts. */
export function withLevel(
  selection: LocationSelection,
  key: SelectionKey,
  id: string | null,
): LocationSelection {
  const at = selectionKeys.indexOf(key);
  const next: LocationSelection = {};
  selectionKeys.forEach((k, i) => {
    if (i < at) next[k] = selection[k] ?? null;
    else next[k] = i === at ? id : null;
  });
  return next;
}

/** A selection cut to the levels a picker shows (a search may find a deeper place). */
export function trimmed(selection: LocationSelection, deepest: GeoLevel): LocationSelection {
  const keep = keysUpTo(deepest);
  return Object.fromEntries(
    selectionKeys.map((k) => [k, keep.includes(k) ? (selection[k] ?? null) : null]),
  );
}

/** The levels above and at `deepest`, for the search box's `levels` filter. */
export const levelsUpTo = (deepest: GeoLevel): GeoLevel[] =>
  keysUpTo(deepest).map((k) => levelOfKey[k]);
