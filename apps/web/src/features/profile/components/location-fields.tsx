import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Country, UpdateProfileInput } from '@afrinest/contract';
import { SelectField, TextField } from '@/components/form';
import { useRegions } from '@/features/profile/api/get-regions';

/**
 * Country and region from the geography (SPEC §7 /api/geo/countries and /regions); stored by
 * name, as the profile shows them. A country with no regions yet leaves the region free text.
 */
export function LocationFields({ countries }: { countries: Country[] }) {
  const { getValues, setValue } = useFormContext<UpdateProfileInput>();
  const countryName = useWatch<UpdateProfileInput, 'country'>({ name: 'country' });
  const country = countries.find((c) => c.name === countryName) ?? null;
  const regions = useRegions(country?.id ?? null);
  const regionOptions = (regions.data ?? []).map((r) => ({ value: r.name, label: r.name }));
  // A region belongs to its country: another country starts with none chosen.
  const shownCountry = useRef(countryName);
  useEffect(() => {
    if (shownCountry.current === countryName) return;
    shownCountry.current = countryName;
    setValue('region', '', { shouldDirty: true });
  }, [countryName, setValue]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField<UpdateProfileInput>
        name="country"
        label="Country"
        placeholder="Choose a country"
        options={countries.map((c) => ({ value: c.name, label: c.name }))}
        // The saved choice is selected from the first paint (the options exist by then).
        defaultValue={getValues('country') ?? ''}
      />
      {regionOptions.length > 0 ? (
        <SelectField<UpdateProfileInput>
          name="region"
          label="Region"
          placeholder="Choose a region"
          options={regionOptions}
          defaultValue={getValues('region') ?? ''}
        />
      ) : (
        <TextField<UpdateProfileInput> name="region" label="Region" autoComplete="address-level1" />
      )}
    </div>
  );
}
