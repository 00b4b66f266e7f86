/** One line of a chart: `values[i]` belongs to `labels[i]`. */
export interface LineSeries {
  key: string;
  name: string;
  values: number[];
  color?: string;
}

export type ChartRow = { label: string } & Record<string, number | string | null>;

/**
 * Recharts wants one object per x position; the API sends one array per series.
 * A missing value becomes null so the line shows a gap instead of a false zero.
 */
export function buildChartRows(labels: string[], series: LineSeries[]): ChartRow[] {
  return labels.map((label, i) => {
    const row: ChartRow = { label };
    for (const s of series) row[s.key] = s.values[i] ?? null;
    return row;
  });
}

/** The one-sentence summary screen readers hear for the chart image. */
export function describeSeries(labels: string[], series: LineSeries[], title?: string): string {
  const names = series.map((s) => s.name).join(', ');
  const range =
    labels.length > 0 ? ` from ${labels[0]} to ${labels[labels.length - 1]}` : ', no data';
  const subject = `Line chart of ${names || 'no series'}${range}`;
  return title ? `${title}: ${subject}` : subject;
}
