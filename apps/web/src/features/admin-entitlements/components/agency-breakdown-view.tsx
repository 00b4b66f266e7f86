import type { AgencyBreakdown } from '@afrinest/contract';
import { Badge, Card, Spinner } from '@/components/ui';
import { BalancesTable } from '@/features/admin-entitlements/components/balances-table';
import { LedgerCard } from '@/features/admin-entitlements/components/ledger-card';
import { LotsTable } from '@/features/admin-entitlements/components/lots-table';
import { SubscriptionsList } from '@/features/admin-entitlements/components/subscriptions-list';
import { TeamAllocations } from '@/features/admin-entitlements/components/team-allocations';

export interface AgencyBreakdownViewProps {
  breakdown: AgencyBreakdown;
  /** Read again after a change (a reversal): the figures on screen are the last ones. */
  refreshing: boolean;
}

/** One agency's balances, grants, team allocations, periods and ledger. */
export function AgencyBreakdownView({ breakdown, refreshing }: AgencyBreakdownViewProps) {
  const { agency } = breakdown;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-gray-900">{agency.name}</h2>
        <Badge tone={agency.status === 'ACTIVE' ? 'success' : 'warning'}>
          {agency.status.charAt(0) + agency.status.slice(1).toLowerCase()}
        </Badge>
        {refreshing && <Spinner size="sm" label="Updating the figures…" />}
      </div>
      <Card title="Balances">
        <BalancesTable items={breakdown.items} />
      </Card>
      <Card title="Grants">
        <LotsTable lots={breakdown.lots} />
      </Card>
      <Card title="Allocations to agents">
        <TeamAllocations breakdown={breakdown} />
      </Card>
      <Card title="Package periods">
        <SubscriptionsList subscriptions={breakdown.subscriptions} />
      </Card>
      <LedgerCard agencyId={agency.id} items={breakdown.items.map((b) => b.item)} />
    </div>
  );
}
