import { Card } from '@/components/ui';
import { useAgencyBreakdown } from '@/features/admin-entitlements/api/get-agency-breakdown';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { AgencyPicker } from '@/features/admin-entitlements/components/agency-picker';
import { BreakdownProgress } from '@/features/admin-entitlements/components/breakdown-progress';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';
import { AdjustBalanceTool } from '@/features/admin-entitlements/components/tools/adjust-balance-tool';
import { ExtendPeriodTool } from '@/features/admin-entitlements/components/tools/extend-period-tool';
import { MoveListingsTool } from '@/features/admin-entitlements/components/tools/move-listings-tool';
import { RecomputeTool } from '@/features/admin-entitlements/components/tools/recompute-tool';
import { ReverseGrantTool } from '@/features/admin-entitlements/components/tools/reverse-grant-tool';
import { useAgencyParam } from '@/features/admin-entitlements/use-agency-param';

/** /admin/agency-admin-tools: fixes for one agency, each recorded in the ledger and the audit. */
export function AgencyAdminToolsPage() {
  const [agencyId, setAgencyId] = useAgencyParam();
  const breakdown = useAgencyBreakdown(agencyId);
  const items = useItems();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Agency admin tools">
        Choose an agency, then extend one of its periods, adjust a balance, reverse a grant, move
        listings between its agents, or check its balances against the ledger. Every change is
        audited with what it was before and after.
      </PageHeader>
      <Card>
        <AgencyPicker value={agencyId} onChange={setAgencyId} />
      </Card>
      {agencyId && (
        <>
          {breakdown.isPending ? (
            <BreakdownProgress />
          ) : breakdown.isError ? (
            <LoadError error={breakdown.error} onRetry={() => void breakdown.refetch()} />
          ) : (
            <>
              <ExtendPeriodTool
                key={`extend-${agencyId}`}
                subscriptions={breakdown.data.subscriptions}
              />
              {items.isError ? (
                <LoadError error={items.error} onRetry={() => void items.refetch()} />
              ) : (
                items.data && (
                  <AdjustBalanceTool
                    key={`adjust-${agencyId}`}
                    agencyId={agencyId}
                    items={items.data.data}
                  />
                )
              )}
              <ReverseGrantTool lots={breakdown.data.lots} />
            </>
          )}
          <MoveListingsTool key={`move-${agencyId}`} agencyId={agencyId} />
          <RecomputeTool
            key={`recompute-${agencyId}`}
            agencyId={agencyId}
            lots={breakdown.data?.lots}
          />
        </>
      )}
    </div>
  );
}
