import { useState } from 'react';
import {
  agentProfileInputSchema,
  type Agent,
  type AgentProfileFormValues,
  type AgentProfileInput,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  PhoneField,
  SaveButton,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { AreasField, type AreaChoice } from '@/features/agent-workspace/components/areas-field';
import { LanguagesField } from '@/features/agent-workspace/components/languages-field';
import type { SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

export interface AgentProfileFormProps {
  profile: Agent;
  onSubmit(values: AgentProfileInput): Promise<SubmitOutcome>;
}

const Text = TextField<AgentProfileFormValues>;

/** The first message of an array field: the array's own, or the first of its items. */
function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const m = (item as { message?: unknown } | undefined)?.message;
    if (typeof m === 'string') return m;
  }
  return undefined;
}

/** What an agent shows visitors, checked as they type with the API's own schema. */
export function AgentProfileForm({ profile, onSubmit }: AgentProfileFormProps) {
  const form = useZodForm(agentProfileInputSchema, {
    defaultValues: {
      photoUrl: profile.photoUrl ?? '',
      bio: profile.bio,
      languages: profile.languages,
      areasServed: profile.areasServed.map((p) => p.id),
      phone: profile.phone ?? '',
      whatsapp: profile.whatsapp ?? '',
    },
  });
  // The form keeps the ids the API takes; the labels are only for showing them.
  const [labels, setLabels] = useState(
    () => new Map(profile.areasServed.map((p) => [p.id, p.label])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const languages = form.watch('languages') ?? [];
  const areaIds = form.watch('areasServed') ?? [];
  const areas: AreaChoice[] = areaIds.map((id) => ({ id, label: labels.get(id) ?? id }));
  const setArray = (name: 'languages' | 'areasServed', next: string[]) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: true });

  const submit = async (values: AgentProfileInput) => {
    setFailure(null);
    const outcome = await onSubmit(values);
    if (!outcome) {
      form.reset(form.getValues()); // saved: the button waits for the next change
      return;
    }
    setFailure(outcome.message);
    for (const [name, messages] of Object.entries(outcome.fields ?? {}))
      if (name in values)
        form.setError(name as keyof AgentProfileFormValues, { message: messages[0] });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Agent profile" className="flex flex-col gap-5">
      <Text
        name="photoUrl"
        label="Photo"
        type="url"
        placeholder="https://…"
        hint="Optional. The web address of a square photo of you."
      />
      <TextareaField<AgentProfileFormValues>
        name="bio"
        label="About you"
        hint="What you sell or let, where, and since when. At most 2000 characters."
        rows={5}
        maxLength={2000}
      />
      <LanguagesField
        value={languages}
        onChange={(next) => setArray('languages', next)}
        error={arrayError(form.formState.errors.languages)}
      />
      <AreasField
        value={areas}
        onChange={(next) => {
          setLabels((m) => new Map([...m, ...next.map((a) => [a.id, a.label] as const)]));
          setArray(
            'areasServed',
            next.map((a) => a.id),
          );
        }}
        error={arrayError(form.formState.errors.areasServed)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <PhoneField<AgentProfileFormValues>
          name="phone"
          label="Phone"
          hint="For the Call button."
        />
        <PhoneField<AgentProfileFormValues>
          name="whatsapp"
          label="WhatsApp"
          autoComplete="off"
          hint="For the WhatsApp button; visitors' messages name the page they saw."
        />
      </div>
      <FormError message={failure} />
      <SaveButton>Save profile</SaveButton>
    </Form>
  );
}
