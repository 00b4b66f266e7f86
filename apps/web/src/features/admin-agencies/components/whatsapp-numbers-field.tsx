import { useFormContext, useFormState } from 'react-hook-form';
import { WHATSAPP_NUMBERS_MAX, type AgencyFormValues } from '@afrinest/contract';
import { PhoneField } from '@/components/form';
import { Button } from '@/components/ui';

/**
 * The agency's WhatsApp numbers: one box per number (each checked with the phone rule as typed),
 * with Add and Remove. A list-wide problem ("Each number once.") shows under the list.
 */
export function WhatsappNumbersField() {
  const form = useFormContext<AgencyFormValues>();
  const { errors } = useFormState({ name: 'whatsappNumbers' });
  const numbers = form.watch('whatsappNumbers');
  const listError = (errors.whatsappNumbers as { message?: string; root?: { message?: string } })
    ?.message;
  const set = (next: string[]) =>
    form.setValue('whatsappNumbers', next, { shouldDirty: true, shouldValidate: true });

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">WhatsApp numbers</legend>
      <p className="text-xs text-gray-600">
        Enquiries from the agency page open WhatsApp on the first number.
      </p>
      {numbers.map((_, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="grow">
            <PhoneField<AgencyFormValues>
              name={`whatsappNumbers.${i}`}
              label={`WhatsApp number ${i + 1}`}
              autoComplete="off"
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove WhatsApp number ${i + 1}`}
            onClick={() => set(form.getValues('whatsappNumbers').filter((__, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      {numbers.length < WHATSAPP_NUMBERS_MAX && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set([...form.getValues('whatsappNumbers'), ''])}
          >
            Add a WhatsApp number
          </Button>
        </div>
      )}
    </fieldset>
  );
}
