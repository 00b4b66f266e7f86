import {
  CONTACT_ADDRESS_LINES_MAX,
  DEFAULT_COUNTRY,
  updateContactDetailsSchema,
  type ContactDetails,
  type UpdateContactDetails,
  type UpdateContactDetailsInput,
} from '@afrinest/contract';
import { Form, PhoneField, SaveButton, TextField, useZodForm } from '@/components/form';

export interface ContactDetailsFormProps {
  /** What the server holds; null while nothing is set. */
  current: ContactDetails | null;
  onSubmit(values: UpdateContactDetails): Promise<void>;
}

/** Every address line gets a box; the schema drops the empty ones. */
const addressLineIndexes = Array.from({ length: CONTACT_ADDRESS_LINES_MAX }, (_, i) => i);

const toFormValues = (d: ContactDetails | null) => ({
  companyName: d?.companyName ?? '',
  addressLines: addressLineIndexes.map((i) => d?.addressLines[i] ?? ''),
  city: d?.city ?? '',
  country: d?.country ?? DEFAULT_COUNTRY,
  phone: d?.phone ?? '',
  whatsapp: d?.whatsapp ?? '',
  email: d?.email ?? '',
  openingHours: d?.openingHours ?? '',
  latitude: d?.latitude,
  longitude: d?.longitude,
});

// One binding of the field to this form's values, so every `name` below is checked.
const Text = TextField<UpdateContactDetailsInput>;

/** The details shown on the public Contact page, checked as the admin types. */
export function ContactDetailsForm({ current, onSubmit }: ContactDetailsFormProps) {
  const form = useZodForm(updateContactDetailsSchema, { defaultValues: toFormValues(current) });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Contact details"
      className="flex flex-col gap-4"
    >
      <Text name="companyName" label="Company name" autoComplete="organization" required />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-gray-900">Address</legend>
        {addressLineIndexes.map((i) => (
          <Text
            key={i}
            name={`addressLines.${i}`}
            label={`Address line ${i + 1}`}
            required={i === 0}
            autoComplete={`address-line${i + 1}`}
          />
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          <Text name="city" label="City" autoComplete="address-level2" required />
          <Text name="country" label="Country" autoComplete="country-name" required />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <PhoneField<UpdateContactDetailsInput>
          name="phone"
          label="Phone"
          hint="Shown with a tap-to-call link."
          required
        />
        <PhoneField<UpdateContactDetailsInput>
          name="whatsapp"
          label="WhatsApp"
          autoComplete="off"
          hint="Optional. Visitors get a “Chat on WhatsApp” link to this number."
        />
      </div>
      <Text name="email" label="Email" type="email" autoComplete="email" required />
      <Text
        name="openingHours"
        label="Opening hours"
        placeholder="Mon–Fri 8:30–17:30, Sat 9:00–13:00"
        hint="Optional."
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-gray-900">Office on the map</legend>
        <p className="text-xs text-gray-600">
          In Google Maps, press and hold the office: its latitude and longitude appear at the top.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Text name="latitude" label="Latitude" type="number" step="any" required />
          <Text name="longitude" label="Longitude" type="number" step="any" required />
        </div>
      </fieldset>
      <SaveButton>Save contact details</SaveButton>
    </Form>
  );
}
