import { useState } from 'react';
import { toast } from 'sonner';
import {
  adminInvitationInputSchema,
  agentRoleSchema,
  type Agency,
  type InvitationInput,
} from '@afrinest/contract';
import { Form, FormError, SelectField, TextField, useZodForm } from '@/components/form';
import { Button, Card } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useAgencyInvitations } from '@/features/admin-agencies/api/get-agency-invitations';
import { useInviteAgent } from '@/features/admin-agencies/api/invite-agent';
import { agentRoleLabels } from '@/features/admin-agencies/agency-labels';
import { OpenInvitationsList } from '@/features/admin-agencies/components/open-invitations-list';

const roleOptions = agentRoleSchema.options.map((r) => ({
  value: r,
  label: `${agentRoleLabels[r]} (${r})`,
}));
const blank = (role: InvitationInput['role']): InvitationInput => ({ name: '', email: '', role });

/**
 * Invite an agent, or the agency's super agent, by email: the mail's link (/join-agency/…)
 * creates the account or links an existing one. The open invitations are listed below, each
 * with a Cancel button.
 */
export function InviteAgentCard({ agency }: { agency: Agency }) {
  const invite = useInviteAgent();
  const invitations = useAgencyInvitations(agency.id);
  const [failure, setFailure] = useState<string | null>(null);
  // An agency without agents needs its super agent first.
  const firstRole = agency.agentCount === 0 ? 'SUPER_AGENT' : 'AGENT';
  const form = useZodForm(adminInvitationInputSchema, { defaultValues: blank(firstRole) });

  const submit = async (input: InvitationInput) => {
    setFailure(null);
    try {
      const sent = await invite.mutateAsync({ agencyId: agency.id, input });
      toast.success(`Invitation sent to ${sent.email}.`);
      form.reset(blank(input.role));
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (error.status === 400 && fields)
        for (const [k, m] of Object.entries(fields))
          form.setError(k as keyof InvitationInput, { message: m[0] });
      else setFailure(getErrorMessage(e, 'Could not send the invitation.'));
    }
  };

  return (
    <Card title="Invite an agent">
      <Form
        form={form}
        onSubmit={submit}
        aria-label="Invite an agent"
        className="flex flex-col gap-4"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField<InvitationInput> name="name" label="Their name" autoComplete="off" required />
          <TextField<InvitationInput>
            name="email"
            label="Their email"
            type="email"
            autoComplete="off"
            required
          />
        </div>
        <SelectField<InvitationInput>
          name="role"
          label="Role in the agency"
          options={roleOptions}
          defaultValue={firstRole}
          hint="A super agent manages the agency’s agents and its WhatsApp settings."
          required
        />
        <FormError message={failure} />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send the invitation
          </Button>
        </div>
      </Form>
      <OpenInvitationsList invitations={invitations.data ?? []} />
    </Card>
  );
}
