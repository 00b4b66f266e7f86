import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AgenciesMessages, type AgentProfileInput } from '@afrinest/contract';
import { Alert, Card, Spinner } from '@/components/ui';
import { useAgentProfile } from '@/features/agent-workspace/api/get-agent-profile';
import { useUpdateAgentProfile } from '@/features/agent-workspace/api/update-agent-profile';
import { AgentProfileForm } from '@/features/agent-workspace/components/agent-profile-form';
import { AgentQueryState } from '@/features/agent-workspace/components/agent-query-state';
import { AgentTabs } from '@/components/agent-tabs';
import { outcomeOf, type SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

// The enquiries (a table and a chart) load after the profile form, which is what the page is for.
const EnquiriesSection = lazy(() =>
  import('@/features/agent-workspace/components/enquiries-section').then((m) => ({
    default: m.EnquiriesSection,
  })),
);

/**
 * /agent/profile (AGENT, SUPER_AGENT): what visitors see on the agent's public page, and the
 * enquiries they sent (the SUPER_AGENT's cover the whole agency).
 */
export function AgentProfilePage() {
  const profile = useAgentProfile();
  const update = useUpdateAgentProfile();

  const save = async (input: AgentProfileInput): Promise<SubmitOutcome> => {
    try {
      await update.mutateAsync(input);
      toast.success('Profile saved.');
      return null;
    } catch (e) {
      return outcomeOf(e, 'Could not save the profile.');
    }
  };

  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold text-gray-900">Your agent profile</h1>
      <AgentTabs isSuperAgent={profile.data?.role === 'SUPER_AGENT'} />
      <AgentQueryState query={profile} loading="Loading your profile…">
        {profile.data && (
          <Card
            title={`${profile.data.name} · ${profile.data.agencyName}`}
            actions={
              profile.data.active ? (
                <Link
                  to={`/brokers/${profile.data.id}`}
                  className="text-sm font-medium text-emerald-800 underline underline-offset-2"
                >
                  See your public page
                </Link>
              ) : undefined
            }
          >
            {!profile.data.active && (
              <Alert variant="warning" className="mb-4">
                {AgenciesMessages.AGENT_DEACTIVATED}
              </Alert>
            )}
            <AgentProfileForm profile={profile.data} onSubmit={save} />
          </Card>
        )}
        {profile.data && (
          <div className="mt-6">
            <Suspense fallback={<Spinner label="Loading your enquiries…" />}>
              <EnquiriesSection me={profile.data} />
            </Suspense>
          </div>
        )}
      </AgentQueryState>
    </div>
  );
}
