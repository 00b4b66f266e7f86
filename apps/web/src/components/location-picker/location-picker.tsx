import { useEffect, useMemo } from 'react';
import {
  DEFAULT_COUNTRY,
  Messages,
  type Area,
  type GeoLevel,
  type LocationSelection,
  type SelectionKey,
} from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { useAreas } from './api/get-areas';
import { useCities } from './api/get-cities';
import { useCountries } from './api/get-countries';
import { useDistricts } from './api/get-districts';
import { useRegions } from './api/get-regions';
import { useSubRegions } from './api/get-sub-regions';
import { LevelSelect, type LevelGroup, type LevelOption } from './level-select';
import { PlaceSearch } from './place-search';
import { keysUpTo, levelLabels, levelsUpTo, trimmed, withLevel } from './selection';

export interface LocationPickerProps {
  value: LocationSelection;
  onChange(next: LocationSelection): void;
  /** The deepest level offered (choosing where a new city goes stops at the district). */
  deepest?: GeoLevel;
  /** Legend of the group. */
  label?: string;
  /** Also disabled countries (admin screens). */
  includeDisabled?: boolean;
  /** Messages per level, e.g. the API's answer for `parent.districtId`. */
  errors?: Partial<Record<SelectionKey, string>>;
  /** Pick Uganda (SPEC §9) when no country is chosen yet. */
  defaultToUganda?: boolean;
}

const named = (list: { id: string; name: string }[] | undefined): LevelOption[] =>
  (list ?? []).map((n) => ({ value: n.id, label: n.name }));

/** A city's areas as the select shows them: each division with its neighbourhoods, then the rest. */
function areaOptions(areas: Area[] | undefined): LevelOption[] | LevelGroup[] {
  if (!areas?.length) return [];
  const inside = (id: string) => areas.filter((a) => a.parentId === id);
  const top = areas.filter((a) => a.parentId === null);
  if (!top.some((a) => inside(a.id).length > 0)) return named(areas);
  return top.map((a) => ({
    label: a.name,
    options: [{ value: a.id, label: `${a.name} (all)` }, ...named(inside(a.id))],
  }));
}

/**
 * The cascading location picker: country → region → sub-region → district → city → area, each a
 * select filled from the level above, with a search box that fills the whole chain at once.
 * Levels a place does not have (most countries have no sub-regions or districts) are left out.
 * Shared by every form that records a location (listings, agencies, profiles, admin geography).
 */
export function LocationPicker({
  value,
  onChange,
  deepest = 'area',
  label = 'Location',
  includeDisabled = false,
  errors = {},
  defaultToUganda = true,
}: LocationPickerProps) {
  const keys = keysUpTo(deepest);
  const shows = (key: SelectionKey) => keys.includes(key);
  const countries = useCountries(includeDisabled);
  const regions = useRegions(shows('regionId') ? value.countryId : null);
  const subRegions = useSubRegions(shows('subRegionId') ? value.regionId : null);
  const districts = useDistricts(shows('districtId') ? value.regionId : null, value.subRegionId);
  const cities = useCities(shows('cityId') ? value.regionId : null, value.districtId);
  const areas = useAreas(shows('areaId') ? value.cityId : null);

  const uganda = countries.data?.find((c) => c.name === DEFAULT_COUNTRY);
  useEffect(() => {
    if (defaultToUganda && !value.countryId && uganda)
      onChange(withLevel(value, 'countryId', uganda.id));
  }, [defaultToUganda, value, uganda, onChange]);

  const set = (key: SelectionKey) => (id: string | null) => onChange(withLevel(value, key, id));
  const areaList = useMemo(() => areaOptions(areas.data), [areas.data]);

  if (countries.isError)
    return (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void countries.refetch()}>
            Try again
          </Button>
        }
      >
        {Messages.FAILED_COUNTRIES}
      </Alert>
    );

  const above: Record<SelectionKey, SelectionKey | null> = {
    countryId: null,
    regionId: 'countryId',
    subRegionId: 'regionId',
    districtId: 'regionId',
    cityId: 'regionId',
    areaId: 'cityId',
  };
  const onScreen = (key: SelectionKey) => shows(key) && (!above[key] || Boolean(value[above[key]]));
  const failed = (q: { isError: boolean }) => (q.isError ? Messages.FAILED_DATA : undefined);
  const level = (
    key: SelectionKey,
    q: { data?: unknown[]; isFetching: boolean; isError: boolean },
    options: LevelOption[] | LevelGroup[],
    placeholder: string,
    optional = false,
  ) =>
    // A level is offered once the one above is chosen and, when optional, when it has places.
    shows(key) && (!optional || (q.data?.length ?? 0) > 0 || q.isError) ? (
      <LevelSelect
        label={levelLabels[key]}
        value={value[key]}
        onChange={set(key)}
        options={options}
        placeholder={placeholder}
        loading={q.isFetching && !q.data}
        error={errors[key] ?? failed(q)}
      />
    ) : null;

  // Messages for levels not on screen (no region chosen yet, so no city select to show them on).
  const offScreen = (Object.keys(errors) as SelectionKey[]).filter(
    (key) => errors[key] && !onScreen(key),
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{label}</legend>
      <PlaceSearch
        levels={levelsUpTo(deepest)}
        includeDisabled={includeDisabled}
        onSelect={(place) => onChange(trimmed(place.selection, deepest))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <LevelSelect
          label={levelLabels.countryId}
          value={value.countryId}
          onChange={set('countryId')}
          options={named(countries.data)}
          placeholder="Choose a country"
          loading={countries.isPending}
          error={errors.countryId}
        />
        {value.countryId && level('regionId', regions, named(regions.data), 'Choose a region')}
        {value.regionId &&
          level('subRegionId', subRegions, named(subRegions.data), 'Any sub-region', true)}
        {value.regionId &&
          level('districtId', districts, named(districts.data), 'Any district', true)}
        {value.regionId && level('cityId', cities, named(cities.data), 'Choose a city or town')}
        {value.cityId && level('areaId', areas, areaList, 'Any area', true)}
      </div>
      {offScreen.map((key) => (
        <p key={key} className="text-sm text-red-700">
          {errors[key]}
        </p>
      ))}
    </fieldset>
  );
}
