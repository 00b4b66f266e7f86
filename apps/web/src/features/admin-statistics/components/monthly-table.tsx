import type { MonthlyRow } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const head = 'px-3 py-2 text-left font-semibold text-gray-900';
const cell = 'px-3 py-2 text-right text-gray-900 tabular-nums';
const columns = ['Total Users', 'Logins', 'Properties', 'API Calls'] as const;
const valuesOf = (row: MonthlyRow) => [row.total_users, row.logins, row.properties, row.api_calls];

/** SPEC §2: Month, Total Users, Logins, Properties, API Calls; months without activity are absent. */
export function MonthlyTable({ year, rows }: { year: number; rows: MonthlyRow[] }) {
  const sorted = [...rows].sort((a, b) => a.month - b.month);
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{`Monthly analytics for ${year}`}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={head}>
              Month
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className={`${head} text-right`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {sorted.map((row) => (
            <tr key={row.month}>
              <th scope="row" className={`${head} font-medium`}>
                {MONTHS[row.month - 1]}
              </th>
              {valuesOf(row).map((value, i) => (
                <td key={columns[i]} className={cell}>
                  {formatNumber(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
