import type { StatisticsKind } from '@afrinest/contract';
import { Spinner } from '@/components/ui';
import { useTimeseries } from '@/features/admin-statistics/api/get-timeseries';
import { LoadFailed } from '@/features/admin-statistics/components/load-failed';
import { PageHeader } from '@/features/admin-statistics/components/page-header';
import { RangePicker } from '@/features/admin-statistics/components/range-picker';
import { TimeseriesView } from '@/features/admin-statistics/components/timeseries-view';
import { statisticsScreenOf } from '@/features/admin-statistics/lib/statistics-screens';
import { useRangeParams } from '@/features/admin-statistics/lib/use-range-params';

/** /admin/statistics/{screen}: one kind's figures day by day over a window the admin picks. */
export function StatisticsDetailPage({ kind }: { kind: StatisticsKind }) {
  const screen = statisticsScreenOf(kind);
  const { choice, query, errors, setRange } = useRangeParams();
  const series = useTimeseries(kind, query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={screen.title} back={{ to: '/admin/statistics', label: 'All statistics' }}>
        {screen.description}
      </PageHeader>
      <RangePicker choice={choice} errors={errors} onChange={setRange} />
      {/* An invalid window is said under its field and not sent: nothing stale is shown. */}
      {query &&
        (series.isPending ? (
          <Spinner label="Loading the figures…" />
        ) : series.isError ? (
          <LoadFailed onRetry={() => void series.refetch()} />
        ) : (
          <>
            {series.isPlaceholderData && <Spinner label="Loading the new days…" size="sm" />}
            <TimeseriesView screen={screen} answer={series.data} range={query} />
          </>
        ))}
    </div>
  );
}

/** The route table's page for one kind (the five detail routes share this component). */
export const statisticsDetailPageFor = (kind: StatisticsKind) =>
  function StatisticsDetail() {
    return <StatisticsDetailPage kind={kind} />;
  };
