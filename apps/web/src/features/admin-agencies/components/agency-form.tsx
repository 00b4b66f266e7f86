import {
  agencyInputSchema,
  type Agency,
  type AgencyFormValues,
  type AgencyInput,
  type LocationSelection,
  type SelectionKey,
} from '@afrinest/contract';
import { LocationPicker } from '@/components/location-picker';
import {
  CheckboxField,
  Form,
  FormError,
  PhoneField,
  SaveButton,
  TextareaField,
  TextField,
  useZodForm,
  type ZodForm,
} from '@/components/form';
import { Button } from '@/components/ui';
import { WhatsappNumbersField } from '@/features/admin-agencies/components/whatsapp-numbers-field';

export type AgencyForm = ZodForm<typeof agencyInputSchema>;

const Text = TextField<AgencyFormValues>;

/** The form's values for an agency (or an empty form for a new one). */
export const agencyFormValues = (a?: Agency): AgencyFormValues => ({
  name: a?.name ?? '',
  slug: a?.slug ?? '',
  logoUrl: a?.logoUrl ?? '',
  description: a?.description ?? '',
  phone: a?.phone ?? '',
  email: a?.email ?? '',
  whatsappNumbers: a?.whatsappNumbers ?? [],
  addressLine: a?.addressLine ?? '',
  location: a?.location ?? {},
  verified: a?.verified ?? false,
});

export interface AgencyFormProps {
  agency?: Agency;
  onSubmit(values: AgencyInput, form: AgencyForm): Promise<void>;
}

/**
 * One form for a new agency and for an existing one, checked as the admin types with the
 * contract's schema (the same rules and messages as the API). Phones follow the contract's phone
 * rule: typed locally or internationally, stored as E.164.
 */
export function AgencyFormView({ agency, onSubmit }: AgencyFormProps) {
  const form = useZodForm(agencyInputSchema, { defaultValues: agencyFormValues(agency) });
  const location = (form.watch('location') ?? {}) as LocationSelection;
  const locationErrors = form.formState.errors.location as
    (Partial<Record<SelectionKey, { message?: string }>> & { message?: string }) | undefined;
  const perLevel = Object.fromEntries(
    Object.entries(locationErrors ?? {})
      .filter(([k]) => k !== 'message' && k !== 'type' && k !== 'ref')
      .map(([k, v]) => [k, (v as { message?: string })?.message]),
  ) as Partial<Record<SelectionKey, string>>;

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, form)}
      aria-label={agency ? 'Edit agency' : 'Add an agency'}
      className="flex flex-col gap-4"
    >
      <Text name="name" label="Name" required autoComplete="off" />
      <Text
        name="slug"
        label="Web address name"
        hint="Lower-case letters, digits and dashes. Leave empty to make it from the name."
        autoComplete="off"
        spellCheck={false}
      />
      <TextareaField<AgencyFormValues>
        name="description"
        label="Description"
        hint="What visitors read on the agency page."
        rows={4}
        maxLength={4000}
      />
      <Text name="logoUrl" label="Logo (web address of the image)" type="url" />
      <div className="grid gap-3 sm:grid-cols-2">
        <PhoneField<AgencyFormValues> name="phone" label="Phone" autoComplete="off" />
        <Text name="email" label="Email" type="email" autoComplete="off" />
      </div>
      <WhatsappNumbersField />
      <Text name="addressLine" label="Street address" hint="e.g. Plot 5, Acacia Avenue" />
      <LocationPicker
        label="Where the office is"
        value={location}
        includeDisabled
        errors={perLevel}
        onChange={(next) =>
          form.setValue('location', next, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      {locationErrors?.message && (
        <p role="alert" className="text-sm text-red-700">
          {locationErrors.message}
        </p>
      )}
      <CheckboxField<AgencyFormValues>
        name="verified"
        label="Verified: AfriNest has checked this agency’s papers"
        hint="Visitors see a Verified mark on the agency and its agents."
      />
      <FormError />
      {agency ? (
        <SaveButton>Save changes</SaveButton>
      ) : (
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add the agency
          </Button>
        </div>
      )}
    </Form>
  );
}
