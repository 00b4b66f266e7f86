import {
  updateWebsiteStateSchema,
  websiteStateValueSchema,
  type UpdateWebsiteState,
  type WebsiteState,
} from '@afrinest/contract';
import { Form, SaveButton, SelectField, TextareaField, useZodForm } from '@/components/form';
import { websiteStateEffects, websiteStateLabels } from '@/features/website-state/state-labels';

export interface WebsiteStateFormProps {
  current: WebsiteState;
  onSubmit(values: UpdateWebsiteState): Promise<void>;
}

const options = websiteStateValueSchema.options.map((value) => ({
  value,
  label: `${websiteStateLabels[value]}: ${websiteStateEffects[value]}`,
}));

export function WebsiteStateForm({ current, onSubmit }: WebsiteStateFormProps) {
  const form = useZodForm(updateWebsiteStateSchema, {
    defaultValues: { state: current.state, description: current.description },
  });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Change the website state"
      className="flex flex-col gap-4"
    >
      <SelectField<UpdateWebsiteState> name="state" label="State" options={options} required />
      <TextareaField<UpdateWebsiteState>
        name="description"
        label="Message shown to visitors"
        hint="Shown in the banner or on the maintenance screen. At most 500 characters."
        maxLength={500}
      />
      <SaveButton>Save state</SaveButton>
    </Form>
  );
}
