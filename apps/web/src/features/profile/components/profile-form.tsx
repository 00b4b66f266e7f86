import {
  updateProfileRequestSchema,
  type Country,
  type UpdateProfileInput,
  type UpdateProfileRequest,
  type UserProfile,
} from '@afrinest/contract';
import { Form, FormError, PhoneField, SaveButton, TextField, useZodForm } from '@/components/form';
import { LocationFields } from '@/features/profile/components/location-fields';

export interface ProfileFormProps {
  profile: UserProfile;
  /** Enabled countries; empty when the geography is not there (the fields are then typed). */
  countries: Country[];
  /** Resolves with field messages or a form message when the server refused. */
  onSubmit(
    values: UpdateProfileRequest,
  ): Promise<{ fields?: Record<string, string[]>; message?: string } | null>;
}

/** Name, phone, country and region, checked with the contract's schema as the person types. */
export function ProfileForm({ profile, countries, onSubmit }: ProfileFormProps) {
  const form = useZodForm(updateProfileRequestSchema, {
    defaultValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      country: profile.country ?? '',
      region: profile.region ?? '',
    },
  });

  const submit = async (values: UpdateProfileRequest) => {
    const refused = await onSubmit(values);
    if (!refused) return;
    for (const [field, messages] of Object.entries(refused.fields ?? {})) {
      if (field in values && messages[0])
        form.setError(field as keyof UpdateProfileInput, { message: messages[0] });
    }
    if (refused.message) form.setError('root', { message: refused.message });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Edit profile" className="flex flex-col gap-4">
      <TextField<UpdateProfileInput> name="name" label="Full name" autoComplete="name" required />
      <PhoneField<UpdateProfileInput>
        name="phone"
        label="Phone"
        hint="Optional. Agents call or WhatsApp you on this number."
      />
      {countries.length > 0 ? (
        <LocationFields countries={countries} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<UpdateProfileInput>
              name="country"
              label="Country"
              autoComplete="country-name"
            />
            <TextField<UpdateProfileInput>
              name="region"
              label="Region"
              autoComplete="address-level1"
            />
          </div>
        </>
      )}
      <FormError />
      <SaveButton>Save profile</SaveButton>
    </Form>
  );
}
