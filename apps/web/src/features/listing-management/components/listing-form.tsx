import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  defaultSizeUnit,
  listingInputSchema,
  type Listing,
  type ListingFormValues,
  type ListingInput,
} from '@afrinest/contract';
import {
  CheckboxField,
  Form,
  FormError,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Button, Card } from '@/components/ui';
import { useActiveFeatures } from '../api/get-form-options';
import { kindLabels, options, purposeLabels, rentPeriodLabels } from '../labels';
import { showSaveError } from '../save-errors';
import { AgentSection, type AgentChoice } from './agent-section';
import { CheckboxGroup, OptionalNumberField, OptionalSelectField } from './form-fields';
import { LandSection } from './land-section';
import { LocationSection } from './location-section';
import { PriceField } from './price-field';
import { SizeField } from './size-field';

export interface ListingFormProps {
  initial: ListingFormValues;
  /** Sends the form; a refusal is shown on the form and the values stay as typed. */
  save(input: ListingInput): Promise<Listing>;
  onSaved(listing: Listing): void;
  submitLabel: string;
  agentChoice: AgentChoice;
  /** The agency of the listing being edited (admins start from it when choosing the agent). */
  initialAgencyId?: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="flex flex-col gap-4">{children}</div>
    </Card>
  );
}

/**
 * The listing form for creating and editing (agents and admins): checked with the contract's
 * listingInputSchema as people type, so the browser refuses what the API would refuse. Land
 * facts appear for land only; the rent period for rent only.
 */
export function ListingForm({
  initial,
  save,
  onSaved,
  submitLabel,
  agentChoice,
  initialAgencyId = null,
}: ListingFormProps) {
  const form = useZodForm(listingInputSchema, { defaultValues: initial });
  const { control, setValue, getValues } = form;
  const [kind, purpose] = useWatch({ control, name: ['kind', 'purpose'] });
  const features = useActiveFeatures();
  const isLand = kind === 'land';

  // Facts of another kind or purpose must not linger unseen and block the save.
  useEffect(() => {
    if (!isLand && getValues('land') != null) setValue('land', null);
  }, [isLand, getValues, setValue]);
  useEffect(() => {
    if (purpose !== 'RENT' && getValues('rentPeriod') != null) setValue('rentPeriod', null);
  }, [purpose, getValues, setValue]);

  const submit = async (input: ListingInput) => {
    try {
      const saved = await save(input);
      toast.success(`“${saved.title}” saved.`);
      onSaved(saved);
    } catch (e) {
      showSaveError(form, e);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Listing" className="flex flex-col gap-6">
      <Section title="What it is">
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField<ListingFormValues>
            name="kind"
            label="Kind"
            required
            options={options(kindLabels)}
          />
          <SelectField<ListingFormValues>
            name="purpose"
            label="For"
            required
            options={options(purposeLabels)}
          />
          {purpose === 'RENT' && (
            <OptionalSelectField<ListingFormValues>
              name="rentPeriod"
              label="Rent period"
              required
              placeholder="Choose the period"
              emptyMessage="Choose the rent period."
              options={options(rentPeriodLabels)}
            />
          )}
        </div>
        <TextField<ListingFormValues> name="title" label="Title" required maxLength={150} />
        <TextareaField<ListingFormValues> name="description" label="Description" rows={5} />
      </Section>

      <Section title="Price">
        <PriceField />
        <CheckboxField<ListingFormValues> name="negotiable" label="The price is negotiable" />
      </Section>

      <Section title="Size and rooms">
        {!isLand && (
          <div className="grid gap-3 sm:grid-cols-2">
            <OptionalNumberField<ListingFormValues>
              name="bedrooms"
              label="Bedrooms"
              step="1"
              min={0}
            />
            <OptionalNumberField<ListingFormValues>
              name="bathrooms"
              label="Bathrooms"
              step="1"
              min={0}
            />
          </div>
        )}
        {!isLand && <SizeField name="floorArea" label="Floor area" defaultUnit="sqm" />}
        <SizeField
          name="landSize"
          label={isLand ? 'Plot size' : 'Land size'}
          defaultUnit={defaultSizeUnit(kind ?? 'house')}
        />
      </Section>

      {isLand && (
        <Section title="Land facts">
          <LandSection />
        </Section>
      )}

      <Section title="Features">
        <FeaturesField features={features.data ?? []} failed={features.isError} />
      </Section>

      <Section title="Location">
        <LocationSection />
        <TextField<ListingFormValues> name="address" label="Address" maxLength={300} />
      </Section>

      {agentChoice !== 'self' && (
        <Section title="Agent">
          <AgentSection choice={agentChoice} initialAgencyId={initialAgencyId} />
        </Section>
      )}

      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function FeaturesField({
  features,
  failed,
}: {
  features: { id: string; name: string }[];
  failed: boolean;
}) {
  const form = useFormContext<ListingFormValues>();
  const value = useWatch({ control: form.control, name: 'features' }) ?? [];
  const error = form.formState.errors.features?.message;
  if (failed) return <p className="text-sm text-red-700">The features could not be loaded.</p>;
  if (features.length === 0)
    return <p className="text-sm text-gray-700">No features to choose yet.</p>;
  return (
    <CheckboxGroup
      legend="What it has"
      options={features.map((f) => ({ value: f.id, label: f.name }))}
      value={value}
      onChange={(next) =>
        form.setValue('features', next, { shouldDirty: true, shouldValidate: true })
      }
      error={error}
    />
  );
}
