import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import {
  listingEnquiryInputSchema,
  WEEKDAYS,
  type ListingEnquiryInput,
  type Weekday,
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
import { useSendListingEnquiry } from '../api/send-listing-enquiry';

const blank: ListingEnquiryInput = {
  name: '',
  phone: '',
  email: '',
  message: '',
  wantsViewing: false,
  preferredDays: [],
  website: '',
};
const DAY_LABELS: Record<Weekday, string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THU: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};

/** "I'd like a viewing", and then the days that suit. */
function Viewing() {
  const { register, watch } = useFormContext<ListingEnquiryInput>();
  const wants = watch('wantsViewing');
  return (
    <div className="flex flex-col gap-2">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-emerald-700"
          {...register('wantsViewing')}
        />
        I&apos;d like a viewing
      </label>
      {wants && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm text-gray-700">Preferred days</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex cursor-pointer items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  value={day}
                  className="h-5 w-5 shrink-0 accent-emerald-700"
                  {...register('preferredDays')}
                />
                {DAY_LABELS[day]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/**
 * The enquiry form of a listing (loaded only when opened): checked as typed with the contract's
 * schema; the answer's message replaces the form, field errors show inline, others as a toast.
 */
export function ListingEnquiryForm({ listingId }: { listingId: string }) {
  const form = useZodForm(listingEnquiryInputSchema, { defaultValues: blank });
  const send = useSendListingEnquiry();
  const [sent, setSent] = useState<string>();

  const submit = async (input: ListingEnquiryInput) => {
    try {
      const answer = await send.mutateAsync({ listingId, input });
      setSent(answer.message);
      form.reset(blank);
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (error.status === 400 && fields)
        for (const [key, messages] of Object.entries(fields))
          form.setError(key as keyof ListingEnquiryInput, { message: messages[0] });
      else toast.error(error.message || 'Could not send your enquiry. Try again.');
    }
  };

  if (sent) return <Alert variant="success">{sent}</Alert>;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Enquiry to the agent"
      className="relative flex flex-col gap-3"
    >
      <TextField<ListingEnquiryInput> name="name" label="Your name" autoComplete="name" required />
      <TextField<ListingEnquiryInput>
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="e.g. 0772 123456"
        required
      />
      <TextField<ListingEnquiryInput>
        name="email"
        label="Email (optional, for a copy)"
        type="email"
        autoComplete="email"
      />
      <TextareaField<ListingEnquiryInput> name="message" label="Message" rows={4} required />
      <Viewing />
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
