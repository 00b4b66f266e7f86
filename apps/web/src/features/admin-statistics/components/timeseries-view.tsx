import type { Timeseries, TimeseriesQuery } from '@afrinest/contract';
import { EmptyState } from '@/components/ui';
import { SeriesChartCard } from '@/features/admin-statistics/components/series-chart-card';
import { SeriesTotals } from '@/features/admin-statistics/components/series-totals';
import { chartGroupsOf, isAllZero } from '@/features/admin-statistics/lib/chart-groups';
import { csvFileName } from '@/features/admin-statistics/lib/csv';
import type { StatisticsScreen } from '@/features/admin-statistics/lib/statistics-screens';

export interface TimeseriesViewProps {
  screen: StatisticsScreen;
  answer: Timeseries;
  range: TimeseriesQuery;
}

/** A window's charts with the totals beside the first, or a plain word when nothing happened. */
export function TimeseriesView({ screen, answer, range }: TimeseriesViewProps) {
  // The answer's own days: while the next window loads, the last one stays drawn under its name.
  const from = answer.labels[0] ?? range.startDate;
  const to = answer.labels.at(-1) ?? range.endDate;
  if (isAllZero(answer))
    return (
      <EmptyState
        title="Nothing recorded in these days."
        description={`Every figure from ${from} to ${to} is zero. Try a longer window.`}
      />
    );
  const groups = chartGroupsOf(answer, screen.chartTitle);
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group, i) => (
        <SeriesChartCard
          key={group.key}
          group={group}
          labels={answer.labels}
          fileName={csvFileName(screen.screen, from, to, group.csvPart)}
          aside={i === 0 ? <SeriesTotals totals={answer.totals} /> : undefined}
        />
      ))}
      <p className="text-xs text-gray-600">Days are counted in the {answer.timeZone} time zone.</p>
    </div>
  );
}
