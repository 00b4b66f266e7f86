import { lazy, Suspense } from 'react';
import type { LineChartProps } from '@/components/charts';
import { Spinner } from '@/components/ui';

// The chart library is heavy: it comes in its own chunk, after the page's text.
const LineChart = lazy(() => import('@/components/charts').then((m) => ({ default: m.LineChart })));

/** The shared LineChart, loaded on first draw. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the chart…" />}>
      <LineChart {...props} />
    </Suspense>
  );
}
