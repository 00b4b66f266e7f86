import { useState } from 'react';
import { toast } from 'sonner';
import { PAGE_SIZE_DEFAULT } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { useAgentProfile } from '@/features/agent-workspace/api/get-agent-profile';
import { useInvitations } from '@/features/agent-workspace/api/get-invitations';
import { useTeam } from '@/features/agent-workspace/api/get-team';
import { useInviteAgent } from '@/features/agent-workspace/api/invite-agent';
import { AgentQueryState } from '@/features/agent-workspace/components/agent-query-state';
import { AgentTabs } from '@/components/agent-tabs';
import { InvitationsList } from '@/features/agent-workspace/components/invitations-list';
import { InviteAgentForm } from '@/features/agent-workspace/components/invite-agent-form';
import { TeamTable } from '@/features/agent-workspace/components/team-table';
import { outcomeOf, type SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

/**
 * /agent/agents (SUPER_AGENT): the agency's team. Invite by email, deactivate and reactivate,
 * move an agent's listings to a colleague (offered when deactivating an agent who has some),
 * each agent's enquiries of the last 30 days, and the invitations still waiting.
 */
export function AgentTeamPage() {
  const me = useAgentProfile();
  const [pageIndex, setPageIndex] = useState(0);
  const team = useTeam({ page: pageIndex + 1, pageSize: PAGE_SIZE_DEFAULT });
  const invitations = useInvitations();
  const invite = useInviteAgent();

  const send = async (values: { email: string; name: string }): Promise<SubmitOutcome> => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${sent.email}.`);
      return null;
    } catch (e) {
      return outcomeOf(e, 'Could not send the invitation.');
    }
  };

  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold text-gray-900">Your team</h1>
      <AgentTabs isSuperAgent={me.data?.role === 'SUPER_AGENT'} />
      <AgentQueryState query={me} loading="Loading your agency…">
        <div className="flex flex-col gap-6">
          <Card title="Invite an agent">
            <p className="mb-4 text-sm text-gray-700">
              They get an email with a link, valid for 7 days, that creates their account or adds
              their existing one to {me.data?.agencyName ?? 'your agency'}.
            </p>
            <InviteAgentForm onSubmit={send} />
          </Card>
          <Card title="Pending invitations">
            <AgentQueryState query={invitations} loading="Loading invitations…">
              <InvitationsList invitations={invitations.data ?? []} />
            </AgentQueryState>
          </Card>
          <section aria-labelledby="team-agents" className="flex flex-col gap-3">
            <h2 id="team-agents" className="text-lg font-semibold text-gray-900">
              Agents
            </h2>
            <TeamTable
              selfId={me.data?.id ?? ''}
              page={team.data}
              pageIndex={pageIndex}
              pageSize={PAGE_SIZE_DEFAULT}
              onPageChange={setPageIndex}
              isLoading={team.isPending}
              error={team.error}
              onRetry={() => void team.refetch()}
            />
          </section>
        </div>
      </AgentQueryState>
    </div>
  );
}
