import { useState } from 'react';
import { invitationInputSchema, type InvitationInput } from '@afrinest/contract';
import { Form, FormError, TextField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import type { SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

type Values = Omit<InvitationInput, 'role'>;
const Text = TextField<Values>;

export interface InviteAgentFormProps {
  onSubmit(values: { email: string; name: string }): Promise<SubmitOutcome>;
}

/** Name and email of the agent to invite; the mail's link creates or links their account. */
export function InviteAgentForm({ onSubmit }: InviteAgentFormProps) {
  const form = useZodForm(invitationInputSchema, { defaultValues: { name: '', email: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: { email: string; name: string }) => {
    setFailure(null);
    const outcome = await onSubmit(values);
    if (!outcome) {
      form.reset({ name: '', email: '' }); // sent: ready for the next colleague
      return;
    }
    setFailure(outcome.message);
    for (const [name, messages] of Object.entries(outcome.fields ?? {}))
      if (name in values) form.setError(name as keyof Values, { message: messages[0] });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Invite an agent"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Text name="name" label="Name" autoComplete="off" required />
        <Text name="email" label="Email" type="email" autoComplete="off" required />
      </div>
      <FormError message={failure} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send invitation
        </Button>
      </div>
    </Form>
  );
}
