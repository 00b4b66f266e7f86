import {
  agencyRequestSchema,
  type AgencyRequestValues,
  type LocationSelection,
} from '@afrinest/contract';
import { LocationPicker } from '@/components/location-picker';
import {
  Form,
  FormError,
  PhoneField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Button } from '@/components/ui';

const Text = TextField<AgencyRequestValues>;

const emptyRequest: AgencyRequestValues = {
  name: '',
  logoUrl: '',
  description: '',
  phone: '',
  email: '',
  whatsappNumbers: [],
  addressLine: '',
  location: {},
};

export interface AgencyRequestFormProps {
  /** Sends the parsed request; a refusal (400 with field messages, 409…) is thrown. */
  onSubmit(values: AgencyRequestValues): Promise<void>;
}

/**
 * "List your property": the agency a person asks to list, checked as they type with the
 * contract's own schema (the same rules and messages as the API).
 */
export function AgencyRequestForm({ onSubmit }: AgencyRequestFormProps) {
  const form = useZodForm(agencyRequestSchema, { defaultValues: emptyRequest });
  const location = (form.watch('location') ?? {}) as LocationSelection;

  const submit = async (values: AgencyRequestValues) => {
    try {
      await onSubmit(values);
    } catch (e) {
      showApiErrors(form, e, 'Your request was not sent. Please try again.');
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Ask to list your agency"
      className="flex flex-col gap-4"
    >
      <Text name="name" label="Agency name" required autoComplete="organization" />
      <div className="grid gap-3 sm:grid-cols-2">
        <PhoneField<AgencyRequestValues>
          name="phone"
          label="Phone"
          hint="We call you on it about the request."
        />
        <Text name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <TextareaField<AgencyRequestValues>
        name="description"
        label="About the agency"
        hint="What you sell or let, and where. Visitors read it on the agency page."
        rows={4}
        maxLength={4000}
      />
      <Text name="addressLine" label="Street address" hint="e.g. Plot 5, Acacia Avenue" />
      <LocationPicker
        label="Where the office is"
        value={location}
        onChange={(next) =>
          form.setValue('location', next, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send the request
        </Button>
      </div>
    </Form>
  );
}
