import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  createGeoNodeSchema,
  type CreateGeoNode,
  type GeoLevel,
  type LocationSelection,
  type SelectionKey,
} from '@afrinest/contract';
import { LocationPicker, trimmed } from '@/components/location-picker';
import {
  CheckboxField,
  Form,
  FormError,
  SelectField,
  TextField,
  useZodForm,
  type ZodForm,
} from '@/components/form';
import { Button } from '@/components/ui';
import { useGeoNodes } from '@/features/geo/api/get-geo-nodes';
import { levelNames, parentLevelOf } from '@/features/geo/geo-labels';

/**
 * The contract's schema, with the country details dropped unless a country is being added (the
 * form keeps their boxes' values while hidden, so switching back loses nothing).
 */
const formSchema = z.preprocess((value) => {
  const v = value as Record<string, unknown>;
  return v.level === 'country' ? v : { ...v, country: undefined };
}, createGeoNodeSchema) as unknown as typeof createGeoNodeSchema;
export type GeoCreateForm = ZodForm<typeof createGeoNodeSchema>;

const levels = (['country', 'region', 'subregion', 'district', 'city', 'area'] as const).map(
  (value) => ({ value, label: levelNames[value].one }),
);
const kinds: Partial<Record<GeoLevel, { value: string; label: string }[]>> = {
  city: [
    { value: 'city', label: 'City' },
    { value: 'municipality', label: 'Municipality' },
    { value: 'town', label: 'Town' },
  ],
  // The last kind of each list is the one a new place starts with.
  area: [
    { value: 'division', label: 'Division (holds neighbourhoods)' },
    { value: 'neighbourhood', label: 'Neighbourhood' },
  ],
};

export interface GeoCreateFormProps {
  initialLevel: Exclude<GeoLevel, 'continent'>;
  initialParent: LocationSelection;
  onSubmit(values: CreateGeoNode, form: GeoCreateForm): Promise<void>;
}

/** Add a place at any level: where it lies (chosen with the location picker), its name and centre. */
export function GeoCreateFormView({ initialLevel, initialParent, onSubmit }: GeoCreateFormProps) {
  const form = useZodForm(formSchema, {
    defaultValues: {
      level: initialLevel,
      name: '',
      kind: initialLevel === 'city' ? 'town' : initialLevel === 'area' ? 'neighbourhood' : '',
      parent: initialParent,
      country: {
        continentId: '',
        iso2: '',
        iso3: '',
        currency: '',
        callingCode: '+',
        enabled: true,
      },
    },
  });
  const level = form.watch('level');
  const parent = (form.watch('parent') ?? {}) as LocationSelection;
  // Another level takes another kind, and its parent stops at another depth.
  const shownLevel = useRef(level);
  useEffect(() => {
    if (shownLevel.current === level) return;
    shownLevel.current = level;
    form.setValue('kind', kinds[level]?.at(-1)?.value ?? '');
    const current = (form.getValues('parent') ?? {}) as LocationSelection;
    if (level !== 'country') form.setValue('parent', trimmed(current, parentLevelOf[level]));
  }, [form, level]);
  const continents = useGeoNodes(
    { level: 'continent', page: 1, pageSize: 10 },
    level === 'country',
  );
  const parentErrors = form.formState.errors.parent as
    Partial<Record<SelectionKey, { message?: string }>> | undefined;
  const errors = Object.fromEntries(
    Object.entries(parentErrors ?? {}).map(([k, v]) => [k, v?.message]),
  ) as Partial<Record<SelectionKey, string>>;

  const Text = TextField<z.input<typeof createGeoNodeSchema>>;
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, form)}
      aria-label="Add a place"
      className="flex flex-col gap-4"
    >
      <FormError />
      <SelectField
        name="level"
        // Controlled, so the select always shows the form's level (happy-dom and some browsers
        // do not apply a default to a select that register() sets through its ref).
        value={level}
        label="What are you adding?"
        options={levels}
        required
      />
      {level !== 'country' && (
        <LocationPicker
          label="Where it lies"
          value={parent}
          deepest={parentLevelOf[level]}
          includeDisabled
          errors={errors}
          onChange={(next) =>
            form.setValue('parent', next, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      )}
      <Text name="name" label="Name" required autoComplete="off" />
      {kinds[level] && (
        <SelectField
          name="kind"
          value={form.watch('kind') ?? ''}
          label="Kind"
          options={kinds[level]}
          required
        />
      )}
      {level === 'country' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-gray-900">Country details</legend>
          <SelectField
            name="country.continentId"
            label="Continent"
            placeholder="Choose a continent"
            options={(continents.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            required
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Text name="country.iso2" label="ISO code (2 letters)" maxLength={2} required />
            <Text name="country.iso3" label="ISO code (3 letters)" maxLength={3} required />
            <Text name="country.currency" label="Currency (ISO code)" maxLength={3} required />
            <Text name="country.callingCode" label="Calling code" type="tel" required />
          </div>
          <CheckboxField name="country.enabled" label="Enabled: people can choose it" />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-gray-900">Centre on the map</legend>
        <p className="text-xs text-gray-600">
          Optional. In Google Maps, press and hold the place: its latitude and longitude appear at
          the top.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Text name="latitude" label="Latitude" type="number" step="any" />
          <Text name="longitude" label="Longitude" type="number" step="any" />
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add {levelNames[level].one.toLowerCase()}
        </Button>
      </div>
    </Form>
  );
}
