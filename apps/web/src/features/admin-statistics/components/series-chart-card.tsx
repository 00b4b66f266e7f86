import type { ReactNode } from 'react';
import { Button, Card } from '@/components/ui';
import { LazyLineChart } from '@/features/admin-statistics/components/lazy-line-chart';
import type { ChartGroup } from '@/features/admin-statistics/lib/chart-groups';
import { buildCsv, downloadText } from '@/features/admin-statistics/lib/csv';

export interface SeriesChartCardProps {
  group: ChartGroup;
  labels: string[];
  fileName: string;
  /** Figures shown beside the chart (the window's totals). */
  aside?: ReactNode;
}

/** One chart of a detail screen, its series downloadable as CSV. */
export function SeriesChartCard({ group, labels, fileName, aside }: SeriesChartCardProps) {
  return (
    <Card
      title={group.title}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadText(fileName, buildCsv(labels, group.series))}
        >
          Download CSV
        </Button>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_12rem]">
        <LazyLineChart title={group.title} labels={labels} series={group.series} />
        {aside}
      </div>
    </Card>
  );
}
