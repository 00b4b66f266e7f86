import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import {
  AD_SLOT_SIZES,
  AD_SLOTS,
  adEnquiryInputSchema,
  type AdEnquiryInput,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  HoneypotField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Alert, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useSendEnquiry } from '@/features/advertising/api/send-enquiry';

const blankEnquiry: AdEnquiryInput = {
  name: '',
  company: '',
  email: '',
  phone: '',
  slots: [],
  message: '',
  website: '',
};

function SlotChoices() {
  const { register } = useFormContext<AdEnquiryInput>();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-900">Slots you are interested in</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {AD_SLOTS.map((slot) => (
          <label key={slot} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={slot}
              className="h-5 w-5 shrink-0 accent-emerald-700"
              {...register('slots')}
            />
            {AD_SLOT_SIZES[slot].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Advertise with us": checked as typed with the contract's schema (the API's own rules and
 * words); the answer's message is shown in place of the form, a failure as a toast.
 */
export function EnquiryForm() {
  const form = useZodForm(adEnquiryInputSchema, { defaultValues: blankEnquiry });
  const send = useSendEnquiry();
  const [sent, setSent] = useState<string>();

  const submit = async (input: AdEnquiryInput) => {
    try {
      const answer = await send.mutateAsync(input);
      setSent(answer.message);
      form.reset(blankEnquiry);
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (error.status === 400 && fields)
        for (const [key, messages] of Object.entries(fields))
          form.setError(key as keyof AdEnquiryInput, { message: messages[0] });
      else toast.error(error.message || 'Could not send your enquiry. Try again.');
    }
  };

  if (sent)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="success">{sent}</Alert>
        <Button variant="secondary" onClick={() => setSent(undefined)}>
          Send another enquiry
        </Button>
      </div>
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Advertising enquiry"
      className="relative flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<AdEnquiryInput> name="name" label="Your name" autoComplete="name" required />
        <TextField<AdEnquiryInput> name="company" label="Company" autoComplete="organization" />
        <TextField<AdEnquiryInput>
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField<AdEnquiryInput> name="phone" label="Phone" type="tel" autoComplete="tel" />
      </div>
      <SlotChoices />
      <TextareaField<AdEnquiryInput>
        name="message"
        label="What would you like to advertise?"
        rows={5}
        hint="Your business, the audience you want to reach, and when."
        required
      />
      <HoneypotField />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send the enquiry
        </Button>
      </div>
    </Form>
  );
}
