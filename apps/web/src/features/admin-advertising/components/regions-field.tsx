import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { useCountries } from '@/components/location-picker';
import { useRegions } from '@/components/location-picker/api/get-regions';
import { Spinner } from '@/components/ui';
import type { AdFormValues } from '@/features/admin-advertising/ad-form-values';
import { CheckboxGroupField } from '@/features/admin-advertising/components/checkbox-group-field';

/**
 * The regions an ad is shown in (of the listing on a listing page, of the search): a country,
 * then its regions ticked. None ticked: everywhere.
 */
export function RegionsField() {
  const id = useId();
  const countries = useCountries();
  const [picked, setPicked] = useState<string>();
  // The marketplace's own country first (Uganda), as most ads target it.
  const home = countries.data?.find((c) => c.name === DEFAULT_COUNTRY) ?? countries.data?.[0];
  const countryId = picked ?? home?.id;
  const regions = useRegions(countryId);
  const chosen = useWatch<AdFormValues, 'regionIds'>({ name: 'regionIds' });
  const shown = new Set(regions.data?.map((r) => r.id));
  const elsewhere = chosen.filter((r) => !shown.has(r)).length;

  return (
    <div className="flex flex-col gap-3 rounded-md border border-gray-300 p-3">
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={`${id}-country`} className="text-sm font-medium text-gray-900">
          Regions of
        </label>
        <select
          id={`${id}-country`}
          value={countryId ?? ''}
          onChange={(e) => setPicked(e.target.value)}
          className={inputClass}
        >
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {countries.isError || regions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the regions: the ad is saved with the regions it had.
        </p>
      ) : regions.isPending && countryId ? (
        <Spinner label="Loading the regions…" />
      ) : (
        <CheckboxGroupField
          name="regionIds"
          legend="Regions"
          hint={
            chosen.length === 0
              ? 'None ticked: shown in every region.'
              : elsewhere > 0
                ? `Also ${elsewhere} region(s) of another country.`
                : undefined
          }
          options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      )}
    </div>
  );
}
