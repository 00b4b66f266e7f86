import { useState } from 'react';
import {
  AREA_UNITS,
  CURRENCIES,
  TENURES,
  TITLE_STATUSES,
  type AreaUnit,
  type ListingKind,
  type RentPeriod,
} from '@afrinest/contract';
import {
  KIBANJA_HINT,
  KIND_LABELS,
  LISTING_KIND_OPTIONS,
  PER_UNIT_LABELS,
  RENT_PERIOD_LABELS,
  TENURE_LABELS,
  TITLE_STATUS_LABELS,
} from '@/components/listing-card';
import { usePreferences } from '@/lib/format-preferences';
import { useFeatures } from '../api/get-features';
import { isPriceSort, type ListingSearch } from '../search-params';
import { ChipGroup } from './chip-group';
import { inputClass } from './filter-styles';
import { NumberFilter } from './number-filter';
import { PlaceFilter } from './place-filter';
import { SelectFilter } from './select-filter';

export type SearchMode = 'properties' | 'plots';

export interface SearchFiltersProps {
  mode: SearchMode;
  search: ListingSearch;
  onChange: (patch: Partial<ListingSearch>) => void;
  idPrefix?: string;
  /** Typed numbers apply as typed (the phone's filter sheet edits a draft). */
  live?: boolean;
}

const AREA_UNIT_NAMES: Record<AreaUnit, string> = {
  acres: 'acres',
  decimals: 'decimals',
  hectares: 'hectares',
  sqm: 'm²',
  sqft: 'sq ft',
};
const counts = (what: string) => [
  { value: '', label: `Any ${what}` },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` })),
];
const RENT_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

/** The unit sizes are typed in: as chosen, else acres for plots and m² for buildings. */
export const sizeUnitOf = (mode: SearchMode, search: ListingSearch): AreaUnit =>
  search.sizeUnit ?? (mode === 'plots' ? 'acres' : 'sqm');

/**
 * Every filter of a search. Selects and chips apply at once; typed numbers when the field is left
 * or Enter is pressed. Plots lead with the land filters (size and unit, tenure, title, price per
 * unit area); properties with kind, rooms and floor area.
 */
export function SearchFilters({
  mode,
  search,
  onChange,
  idPrefix = 'filter',
  live = false,
}: SearchFiltersProps) {
  const preferences = usePreferences();
  const currency = search.currency ?? preferences.currency;
  const unit = sizeUnitOf(mode, search);
  const id = (name: string) => `${idPrefix}-${name}`;
  const landFilters = mode === 'plots' || search.kind.includes('land');
  const priced = (patch: Partial<ListingSearch>) => onChange({ currency, ...patch });
  const sized = (patch: Partial<ListingSearch>) => onChange({ sizeUnit: unit, ...patch });

  return (
    <div className="flex flex-col gap-4">
      <KeywordFilter id={id('q')} value={search.q} onCommit={(q) => onChange({ q })} mode={mode} />
      <PlaceFilter
        placeId={search.placeId}
        placeName={search.placeName}
        onChange={(place) => onChange({ placeId: place?.placeId, placeName: place?.placeName })}
      />
      <div className="grid grid-cols-2 gap-2">
        <SelectFilter
          id={id('purpose')}
          label="Buy or rent"
          value={search.purpose ?? ''}
          options={[
            // Sorted by price, sale and rent are never mixed: one of them is always chosen.
            ...(isPriceSort(search.sort) ? [] : [{ value: '', label: 'Buy or rent' }]),
            { value: 'SALE', label: 'Buy' },
            { value: 'RENT', label: 'Rent' },
          ]}
          onChange={(v) =>
            onChange({
              purpose: v === 'SALE' || v === 'RENT' ? v : undefined,
              rentPeriod: v === 'RENT' ? search.rentPeriod : undefined,
            })
          }
        />
        {search.purpose === 'RENT' ? (
          <SelectFilter
            id={id('rent-period')}
            label="Rent per"
            value={search.rentPeriod ?? ''}
            options={[
              { value: '', label: 'Any period' },
              ...RENT_PERIODS.map((p) => ({ value: p, label: RENT_PERIOD_LABELS[p] })),
            ]}
            onChange={(v) =>
              onChange({
                rentPeriod: (RENT_PERIODS as readonly string[]).includes(v)
                  ? (v as RentPeriod)
                  : undefined,
              })
            }
          />
        ) : (
          <span />
        )}
      </div>

      {mode === 'properties' && (
        <ChipGroup<ListingKind>
          legend="Type"
          options={LISTING_KIND_OPTIONS}
          labels={KIND_LABELS}
          selected={search.kind}
          onChange={(kind) => onChange({ kind })}
        />
      )}

      {mode === 'plots' && (
        <SizeFilters id={id} search={search} unit={unit} onSized={sized} live={live} />
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-gray-800">Price</legend>
        <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <NumberFilter
            live={live}
            id={id('price-min')}
            label="Min"
            value={search.priceMin}
            currency={currency}
            placeholder="No min"
            onCommit={(priceMin) => priced({ priceMin })}
          />
          <NumberFilter
            live={live}
            id={id('price-max')}
            label="Max"
            value={search.priceMax}
            currency={currency}
            placeholder="No max"
            onCommit={(priceMax) => priced({ priceMax })}
          />
          <SelectFilter
            id={id('currency')}
            label="Currency"
            value={currency}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(v) => onChange({ currency: CURRENCIES.find((c) => c === v) })}
          />
        </div>
      </fieldset>

      {mode === 'plots' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-gray-800">
            Price per {PER_UNIT_LABELS[unit]} ({currency})
          </legend>
          <div className="grid grid-cols-2 gap-2">
            <NumberFilter
              live={live}
              id={id('per-unit-min')}
              label="Min"
              value={search.pricePerUnitMin}
              currency={currency}
              placeholder="No min"
              onCommit={(pricePerUnitMin) => priced({ sizeUnit: unit, pricePerUnitMin })}
            />
            <NumberFilter
              live={live}
              id={id('per-unit-max')}
              label="Max"
              value={search.pricePerUnitMax}
              currency={currency}
              placeholder="No max"
              onCommit={(pricePerUnitMax) => priced({ sizeUnit: unit, pricePerUnitMax })}
            />
          </div>
        </fieldset>
      )}

      {mode === 'properties' && (
        <>
          <div className="grid grid-cols-2 gap-2">
            <SelectFilter
              id={id('bedrooms')}
              label="Bedrooms"
              value={search.bedrooms === undefined ? '' : String(search.bedrooms)}
              options={counts('bedrooms')}
              onChange={(v) => onChange({ bedrooms: v ? Number(v) : undefined })}
            />
            <SelectFilter
              id={id('bathrooms')}
              label="Bathrooms"
              value={search.bathrooms === undefined ? '' : String(search.bathrooms)}
              options={counts('bathrooms')}
              onChange={(v) => onChange({ bathrooms: v ? Number(v) : undefined })}
            />
          </div>
          <SizeFilters id={id} search={search} unit={unit} onSized={sized} live={live} />
        </>
      )}

      {landFilters && (
        <>
          <ChipGroup
            legend="Tenure"
            options={TENURES}
            labels={TENURE_LABELS}
            selected={search.tenure}
            onChange={(tenure) => onChange({ tenure })}
            hint={KIBANJA_HINT}
          />
          <ChipGroup
            legend="Title"
            options={TITLE_STATUSES}
            labels={TITLE_STATUS_LABELS}
            selected={search.titleStatus}
            onChange={(titleStatus) => onChange({ titleStatus })}
          />
        </>
      )}

      <FeatureFilter selected={search.features} onChange={(features) => onChange({ features })} />
    </div>
  );
}

function KeywordFilter({
  id,
  value,
  onCommit,
  mode,
}: {
  id: string;
  value: string | undefined;
  onCommit: (q: string | undefined) => void;
  mode: SearchMode;
}) {
  const [text, setText] = useState(value ?? '');
  // A new value from outside (a cleared search, Back) replaces the text.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setText(value ?? '');
  }
  const commit = () => {
    const q = text.trim() || undefined;
    if (q !== value) onCommit(q);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-800">
        Keywords
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={mode === 'plots' ? 'e.g. lake view, murram road' : 'e.g. garden, Kololo, pool'}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={inputClass}
      />
    </div>
  );
}

function SizeFilters({
  id,
  search,
  unit,
  onSized,
  live,
}: {
  id: (name: string) => string;
  search: ListingSearch;
  unit: AreaUnit;
  onSized: (patch: Partial<ListingSearch>) => void;
  live: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-gray-800">Size</legend>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
        <NumberFilter
          live={live}
          id={id('size-min')}
          label="Min"
          value={search.sizeMin}
          placeholder="No min"
          onCommit={(sizeMin) => onSized({ sizeMin })}
        />
        <NumberFilter
          live={live}
          id={id('size-max')}
          label="Max"
          value={search.sizeMax}
          placeholder="No max"
          onCommit={(sizeMax) => onSized({ sizeMax })}
        />
        <SelectFilter
          id={id('size-unit')}
          label="Unit"
          value={unit}
          options={AREA_UNITS.map((u) => ({ value: u, label: AREA_UNIT_NAMES[u] }))}
          onChange={(v) => onSized({ sizeUnit: AREA_UNITS.find((u) => u === v) })}
        />
      </div>
    </fieldset>
  );
}

/** Features every result must have; the list loads only when opened (it costs a request). */
function FeatureFilter({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (features: string[]) => void;
}) {
  const [open, setOpen] = useState(selected.length > 0);
  const features = useFeatures(open);
  const toggle = (fid: string) =>
    onChange(selected.includes(fid) ? selected.filter((f) => f !== fid) : [...selected, fid]);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-md border border-gray-200 px-3 py-2"
    >
      <summary className="min-h-9 cursor-pointer py-1 text-sm font-medium text-gray-900">
        Features{selected.length ? ` (${selected.length})` : ''}
      </summary>
      {features.isLoading && <p className="py-2 text-sm text-gray-700">Loading features…</p>}
      {features.isError && (
        <p role="alert" className="py-2 text-sm text-red-800">
          Could not load the features.
        </p>
      )}
      <ul className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-2 lg:grid-cols-1">
        {(features.data ?? [])
          .filter((f) => f.active)
          .map((f) => (
            <li key={f.id}>
              <label className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={selected.includes(f.id)}
                  onChange={() => toggle(f.id)}
                  className="h-4 w-4"
                />
                {f.name}
              </label>
            </li>
          ))}
      </ul>
    </details>
  );
}
