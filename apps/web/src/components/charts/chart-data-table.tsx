import type { LineSeries } from './line-chart-data';

export interface ChartDataTableProps {
  id?: string;
  caption: string;
  labelHeader: string;
  labels: string[];
  series: LineSeries[];
}

const numberFormat = new Intl.NumberFormat();

/** The chart's numbers as a table, visually hidden: what a screen reader reads instead of the lines. */
export function ChartDataTable({ id, caption, labelHeader, labels, series }: ChartDataTableProps) {
  return (
    <table id={id} className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          <tr key={`${label}-${i}`}>
            <th scope="row">{label}</th>
            {series.map((s) => {
              const value = s.values[i];
              return (
                <td key={s.key}>{value === undefined ? 'No data' : numberFormat.format(value)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
