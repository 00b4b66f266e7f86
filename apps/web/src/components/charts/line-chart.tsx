import {
  CartesianGrid,
  Legend,
  Line,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartDataTable } from './chart-data-table';
import { buildChartRows, describeSeries } from './line-chart-data';
import type { LineSeries } from './line-chart-data';

export type { LineSeries } from './line-chart-data';

export interface LineChartProps {
  /** One label per point on the x axis (SPEC §3 time series: labels plus per-day series). */
  labels: string[];
  series: LineSeries[];
  /** Pixel height; the chart fills the container's width. */
  height?: number;
  /**
   * Fixed pixel width instead of filling the container. ResponsiveContainer
   * measures its parent, which renders nothing where layout is absent (tests, SSR).
   */
  width?: number;
  /** Heading used for the screen-reader summary and the fallback table's caption. */
  title?: string;
  /** Header of the label column in the fallback table. */
  labelHeader?: string;
  className?: string;
}

// Distinct hues, each at least 3:1 against white (WCAG non-text contrast), in a colour-blind-friendly order.
const PALETTE = ['#047857', '#1d4ed8', '#b45309', '#b91c1c', '#7e22ce', '#0f766e'];

export function LineChart({
  labels,
  series,
  height = 300,
  width,
  title,
  labelHeader = 'Date',
  className,
}: LineChartProps) {
  const rows = buildChartRows(labels, series);
  const chart = (
    // accessibilityLayer is off: the chart is one image for assistive tech, its data lives in the table.
    <RechartsLineChart data={rows} width={width} height={height} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
      <XAxis dataKey="label" tick={{ fill: '#374151', fontSize: 12 }} minTickGap={16} />
      <YAxis tick={{ fill: '#374151', fontSize: 12 }} width={48} allowDecimals={false} />
      <Tooltip />
      <Legend />
      {series.map((s, i) => (
        <Line
          key={s.key}
          type="monotone"
          dataKey={s.key}
          name={s.name}
          stroke={s.color ?? PALETTE[i % PALETTE.length]}
          strokeWidth={2}
          dot={labels.length <= 31}
          isAnimationActive={false}
        />
      ))}
    </RechartsLineChart>
  );
  return (
    <figure className={className}>
      {/* role=img makes the SVG one described image; the table below (outside it, since
          children of role=img are hidden from assistive tech) carries the numbers. */}
      <div role="img" aria-label={describeSeries(labels, series, title)}>
        {width ? (
          chart
        ) : (
          <ResponsiveContainer width="100%" height={height}>
            {chart}
          </ResponsiveContainer>
        )}
      </div>
      <ChartDataTable
        caption={title ?? 'Chart data'}
        labelHeader={labelHeader}
        labels={labels}
        series={series}
      />
    </figure>
  );
}
