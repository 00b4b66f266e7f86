import { AgentTabs } from '@/components/agent-tabs';
import { Card, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useAgentEntitlements } from '@/features/products/api/get-agent-entitlements';
import { AllocationPanel } from '@/features/products/components/allocation-panel';
import { BalancesTable } from '@/features/products/components/balances-table';
import { ExpiryNotices } from '@/features/products/components/expiry-notices';
import { PlanSummary } from '@/features/products/components/plan-summary';

/**
 * /agent/products (AGENT, SUPER_AGENT): what my agency has and what I have of it, item by item,
 * with when grants end; the notices of an ended package; the SUPER_AGENT's allocation screen.
 */
export function AgentProductsPage() {
  const query = useAgentEntitlements();
  const data = query.data;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold text-gray-900">Your products</h1>
      {/* Only the SUPER_AGENT's answer carries a team, so it also says whose tabs to show. */}
      <AgentTabs isSuperAgent={Boolean(data?.team)} />
      {query.isPending ? (
        <Spinner label="Loading your products…" />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ExpiryNotices notices={query.data.notices} />
          <Card title="Your plan">
            <PlanSummary agency={query.data.agency} plan={query.data.plan} />
          </Card>
          <Card title="What you can do">
            <BalancesTable
              caption={`Items of ${query.data.agency.name}`}
              rows={query.data.items}
              showMine
            />
          </Card>
          {query.data.team && (
            <Card title="Give items to your agents">
              <p className="mb-4 text-sm text-gray-700">
                An agent uses what you give them first, then the agency’s pool. Agent seats and
                features stay with the agency.
              </p>
              <AllocationPanel team={query.data.team} items={query.data.items} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
