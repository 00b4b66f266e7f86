import { Link } from 'react-router';
import { Spinner } from '@/components/ui';
import { useStatisticsTotals } from '@/features/admin-statistics/api/get-statistics-totals';
import { LoadFailed } from '@/features/admin-statistics/components/load-failed';
import { PageHeader, textLinkClass } from '@/features/admin-statistics/components/page-header';
import { TotalsCards } from '@/features/admin-statistics/components/totals-cards';

/** /admin/statistics: all-time totals, and the way into each day-by-day screen. */
export function StatisticsPage() {
  const totals = useStatisticsTotals();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Statistics">
        Totals since the marketplace opened. Open a card to see its figures day by day, or{' '}
        <Link to="/admin/monthly-analytics" className={textLinkClass}>
          see them month by month
        </Link>
        .
      </PageHeader>
      {totals.isPending ? (
        <Spinner label="Loading the totals…" />
      ) : totals.isError ? (
        <LoadFailed onRetry={() => void totals.refetch()} />
      ) : (
        <TotalsCards totals={totals.data} />
      )}
    </div>
  );
}
