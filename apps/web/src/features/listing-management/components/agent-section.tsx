import { useId, useState } from 'react';
import type { ListingFormValues } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { useAgencyAgents, useAgencyOptions, useTeamAgents } from '../api/get-form-options';
import { OptionalSelectField } from './form-fields';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Who lists it: a SUPER_AGENT may give it to an agent of the agency ('team'); an admin picks the
 * agency, then one of its agents ('admin'). Plain agents list for themselves and see nothing here.
 */
export type AgentChoice = 'self' | 'team' | 'admin';

export function AgentSection({
  choice,
  initialAgencyId,
}: {
  choice: Exclude<AgentChoice, 'self'>;
  initialAgencyId: string | null;
}) {
  const id = useId();
  const { control, setValue } = useFormContext<ListingFormValues>();
  const agentId = useWatch({ control, name: 'agentId' });
  const [agencyId, setAgencyId] = useState(initialAgencyId);
  const team = useTeamAgents(choice === 'team');
  const agencies = useAgencyOptions(choice === 'admin');
  const agencyAgents = useAgencyAgents(choice === 'admin' ? agencyId : null);
  const agents = (choice === 'team' ? team.data : agencyAgents.data) ?? [];

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choice === 'admin' && (
        <FieldShell
          id={`${id}-agency`}
          label="Agency"
          required
          hintId={`${id}-agency-hint`}
          errorId={`${id}-agency-error`}
          error={agencies.isError ? 'The agencies could not be loaded.' : undefined}
        >
          <select
            id={`${id}-agency`}
            className={inputClass}
            value={agencyId ?? ''}
            onChange={(e) => {
              setAgencyId(e.target.value || null);
              setValue('agentId', null, { shouldDirty: true, shouldValidate: true });
            }}
          >
            <option value="">Choose an agency</option>
            {(agencies.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
      <OptionalSelectField<ListingFormValues>
        name="agentId"
        label="Agent"
        required={choice === 'admin'}
        placeholder={choice === 'team' ? 'Me' : 'Choose an agent'}
        emptyMessage="Choose an agent."
        options={agents
          .filter((a) => a.active || a.id === agentId)
          .map((a) => ({ value: a.id, label: a.name }))}
      />
    </div>
  );
}
