import { useId } from 'react';
import { Spinner } from '@/components/ui';
import { useDashboard } from '@/features/admin-statistics/api/get-dashboard';
import { AttentionList } from '@/features/admin-statistics/components/attention-list';
import { DashboardCards } from '@/features/admin-statistics/components/dashboard-cards';
import { LoadFailed } from '@/features/admin-statistics/components/load-failed';

/** The top of /admin: what needs attention, then the figures (GET /api/admin/dashboard). */
export function AdminOverview() {
  const id = useId();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner label="Loading the dashboard…" />;
  if (dashboard.isError) return <LoadFailed onRetry={() => void dashboard.refetch()} />;
  return (
    <>
      <AttentionList attention={dashboard.data.attention} />
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          At a glance
        </h2>
        <DashboardCards dashboard={dashboard.data} />
      </section>
    </>
  );
}
