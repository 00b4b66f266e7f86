import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ListingFormValues } from '@afrinest/contract';
import { KIBANJA_HINT } from '@/components/listing-card';
import {
  accessRoadLabels,
  options,
  tenureLabels,
  titleStatusLabels,
  utilityLabels,
} from '../labels';
import { CheckboxGroup, OptionalNumberField, OptionalSelectField } from './form-fields';

/** Land facts (ADR 0013): shown only for kind `land`; tenure and title status are required. */
export function LandSection() {
  const { control } = useFormContext<ListingFormValues>();
  const tenure = useWatch({ control, name: 'land.tenure' });
  const { errors } = useFormState({ control, name: 'land' });
  // Before either select is touched the contract speaks of the land facts as a whole.
  const whole = (errors.land as { message?: string } | undefined)?.message;
  // Land facts start as null (not land): the utilities start as an empty list when shown.
  const utilities = useController({ control, name: 'land.utilities', defaultValue: [] });
  return (
    <div className="flex flex-col gap-4">
      {whole && <p className="text-sm text-red-700">{whole}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionalSelectField<ListingFormValues>
          name="land.tenure"
          label="Tenure"
          hint={KIBANJA_HINT}
          required
          placeholder="Choose the tenure"
          emptyMessage="Choose the tenure."
          options={options(tenureLabels)}
        />
        {tenure === 'LEASEHOLD' && (
          <OptionalNumberField<ListingFormValues>
            name="land.leaseYears"
            label="Lease years"
            required
            step="1"
            min={1}
          />
        )}
        <OptionalSelectField<ListingFormValues>
          name="land.titleStatus"
          label="Title status"
          required
          placeholder="Choose the title status"
          emptyMessage="Choose the title status."
          options={options(titleStatusLabels)}
        />
        <OptionalSelectField<ListingFormValues>
          name="land.accessRoad"
          label="Access road"
          placeholder="Not said"
          options={options(accessRoadLabels)}
        />
      </div>
      <CheckboxGroup
        legend="Utilities on site"
        options={options(utilityLabels)}
        value={utilities.field.value ?? []}
        onChange={(next) => utilities.field.onChange(next)}
        error={utilities.fieldState.error?.message}
      />
    </div>
  );
}
