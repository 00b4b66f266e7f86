import { useState } from 'react';
import {
  ENQUIRY_PLACEHOLDERS,
  whatsappSettingsSchema,
  type WhatsappSettings,
  type WhatsappSettingsValues,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextareaField,
  useZodForm,
} from '@/components/form';
import { NumbersField } from '@/features/agent-workspace/components/numbers-field';
import type { SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

export interface WhatsappSettingsFormProps {
  current: WhatsappSettingsValues;
  agencyName: string;
  onSubmit(values: WhatsappSettings): Promise<SubmitOutcome>;
}

const routingOptions = [
  { value: 'LISTING_AGENT', label: "The listing's agent (else you, the super agent)" },
  { value: 'ROUND_ROBIN', label: 'Each agent in turn (round-robin)' },
  { value: 'BY_AREA', label: 'The agent serving the visitor’s area (else in turn)' },
];

/** The message a visitor's WhatsApp opens with, filled in as it will be sent. */
const preview = (template: string, agencyName: string) =>
  template
    .replaceAll('{agency}', agencyName)
    .replaceAll('{agent}', 'Sarah')
    .replaceAll('{listing}', '3-bedroom house in Kololo')
    .replaceAll('{link}', 'https://afrinest.example/properties/…');

/** Numbers, enquiry template (it must keep {link}) and lead routing, checked as one types. */
export function WhatsappSettingsForm({ current, agencyName, onSubmit }: WhatsappSettingsFormProps) {
  const form = useZodForm(whatsappSettingsSchema, { defaultValues: current });
  const [failure, setFailure] = useState<string | null>(null);
  const numbers = form.watch('whatsappNumbers') ?? [];
  const template = form.watch('enquiryTemplate') ?? '';
  const numbersError = form.formState.errors.whatsappNumbers;

  const submit = async (values: WhatsappSettings) => {
    setFailure(null);
    const outcome = await onSubmit(values);
    if (!outcome) {
      form.reset(form.getValues());
      return;
    }
    setFailure(outcome.message);
    for (const [name, messages] of Object.entries(outcome.fields ?? {}))
      if (name in values)
        form.setError(name as keyof WhatsappSettingsValues, { message: messages[0] });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="WhatsApp settings"
      className="flex flex-col gap-5"
    >
      <NumbersField
        value={numbers}
        onChange={(next) =>
          form.setValue('whatsappNumbers', next, { shouldDirty: true, shouldValidate: true })
        }
        error={numbersError?.message ?? numbersError?.root?.message}
      />
      <TextareaField<WhatsappSettingsValues>
        name="enquiryTemplate"
        label="Enquiry message"
        hint={`The message a visitor's WhatsApp opens with. Placeholders: ${ENQUIRY_PLACEHOLDERS.join(' ')}. Keep {link}: it tells the agent which page was seen.`}
        rows={3}
        maxLength={500}
        required
      />
      <div className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800">
        <p className="font-medium text-gray-900">A visitor's message will read:</p>
        <p className="mt-1 whitespace-pre-line" data-testid="enquiry-preview">
          {preview(template, agencyName)}
        </p>
      </div>
      <SelectField<WhatsappSettingsValues>
        name="leadRouting"
        label="Who gets an enquiry sent to the agency"
        options={routingOptions}
        defaultValue={current.leadRouting}
        required
      />
      <FormError message={failure} />
      <SaveButton>Save WhatsApp settings</SaveButton>
    </Form>
  );
}
