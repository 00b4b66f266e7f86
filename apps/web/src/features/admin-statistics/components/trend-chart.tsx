import { LazyLineChart } from '@/features/admin-statistics/components/lazy-line-chart';

/** A card's small chart of one figure over the dashboard's last 14 days. */
export function TrendChart({
  title,
  name,
  labels,
  values,
}: {
  title: string;
  name: string;
  labels: string[];
  values: number[];
}) {
  if (labels.length === 0) return null;
  return (
    <LazyLineChart
      title={title}
      labels={labels}
      series={[{ key: 'value', name, values }]}
      height={160}
    />
  );
}
