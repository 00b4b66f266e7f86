import type { z } from 'zod';
import { updateGeoNodeSchema, type AdminNodeDetail, type UpdateGeoNode } from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextField,
  useZodForm,
  type ZodForm,
} from '@/components/form';

const detailsSchema = updateGeoNodeSchema.pick({
  name: true,
  latitude: true,
  longitude: true,
  kind: true,
});
export type GeoDetailsForm = ZodForm<typeof detailsSchema>;

const kinds: Record<string, { value: string; label: string }[]> = {
  city: [
    { value: 'city', label: 'City' },
    { value: 'municipality', label: 'Municipality' },
    { value: 'town', label: 'Town' },
  ],
  area: [
    { value: 'division', label: 'Division' },
    { value: 'neighbourhood', label: 'Neighbourhood' },
  ],
};

export interface GeoDetailsFormProps {
  node: AdminNodeDetail;
  onSubmit(values: UpdateGeoNode, form: GeoDetailsForm): Promise<void>;
}

/** Rename a place, set its centre, change its kind. */
export function GeoDetailsFormView({ node, onSubmit }: GeoDetailsFormProps) {
  const form = useZodForm(detailsSchema, {
    defaultValues: {
      name: node.name,
      latitude: node.latitude ?? undefined,
      longitude: node.longitude ?? undefined,
      ...(kinds[node.level] ? { kind: node.kind ?? undefined } : {}),
    },
  });
  const Text = TextField<z.input<typeof detailsSchema>>;
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, form)}
      aria-label="Name and centre"
      className="flex flex-col gap-4"
    >
      <FormError />
      <Text name="name" label="Name" required autoComplete="off" />
      {kinds[node.level] && (
        <SelectField
          name="kind"
          value={form.watch('kind') ?? ''}
          label="Kind"
          options={kinds[node.level]!}
          required
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Text name="latitude" label="Latitude" type="number" step="any" />
        <Text name="longitude" label="Longitude" type="number" step="any" />
      </div>
      <SaveButton>Save changes</SaveButton>
    </Form>
  );
}
