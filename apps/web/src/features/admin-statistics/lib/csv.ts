import type { LineSeries } from '@/components/charts';

// A field holding a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
const field = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The chart's numbers as CSV: a header `date,<series names…>`, then one row per day. */
export function buildCsv(labels: readonly string[], series: readonly LineSeries[]): string {
  const header = ['date', ...series.map((s) => s.name)];
  const rows = labels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? '')]);
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\n') + '\n';
}

/** `api-calls-2026-11-26-to-2026-12-02.csv`; `part` names one chart of several. */
export const csvFileName = (screen: string, startDate: string, endDate: string, part?: string) =>
  `${[screen, part].filter(Boolean).join('-')}-${startDate}-to-${endDate}.csv`;

/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
