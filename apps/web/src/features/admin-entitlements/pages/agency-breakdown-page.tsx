import { Card } from '@/components/ui';
import { useAgencyBreakdown } from '@/features/admin-entitlements/api/get-agency-breakdown';
import { AgencyBreakdownView } from '@/features/admin-entitlements/components/agency-breakdown-view';
import { AgencyPicker } from '@/features/admin-entitlements/components/agency-picker';
import { BreakdownProgress } from '@/features/admin-entitlements/components/breakdown-progress';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';
import { useAgencyParam } from '@/features/admin-entitlements/use-agency-param';

/** /admin/agency-entitlements-breakdown: one agency's entitlements, grant by grant. */
export function AgencyBreakdownPage() {
  const [agencyId, setAgencyId] = useAgencyParam();
  const breakdown = useAgencyBreakdown(agencyId);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Agency entitlements">
        Choose an agency to see what it holds of each item, the grants behind it (reverse one that
        was given by mistake), what its agents were allocated, its package periods and its ledger.
      </PageHeader>
      <Card>
        <AgencyPicker value={agencyId} onChange={setAgencyId} />
      </Card>
      {agencyId &&
        (breakdown.isPending ? (
          <BreakdownProgress />
        ) : breakdown.isError ? (
          <LoadError error={breakdown.error} onRetry={() => void breakdown.refetch()} />
        ) : (
          <AgencyBreakdownView breakdown={breakdown.data} refreshing={breakdown.isFetching} />
        ))}
    </div>
  );
}
