import type { ItemRef, UsageSeries } from '@afrinest/contract';
import { LineChart } from '@/components/charts';
import {
  cellClass,
  formatQuantity,
  headCellClass,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';
import { BYTES_PER_MB, isBytesItem } from '@/lib/format-bytes';

export interface UsageViewProps {
  item: ItemRef;
  agencyName: string;
  usage: UsageSeries;
}

/** Used per day and left at the end of each day: a line chart, and the same figures as a table. */
export function UsageView({ item, agencyName, usage }: UsageViewProps) {
  // The chart's axis counts plain numbers: storage is drawn in MB, as it is typed and read.
  const bytes = isBytesItem(item);
  const scale = (values: number[]) =>
    bytes ? values.map((v) => Math.round((v / BYTES_PER_MB) * 10) / 10) : values;
  const unit = bytes ? ' (MB)' : '';
  const title = `${item.name} of ${agencyName}: used and left per day`;
  if (usage.labels.length === 0)
    return <p className="text-sm text-gray-700">No days in this window.</p>;
  return (
    <div className="flex flex-col gap-4">
      <LineChart
        title={title}
        labels={usage.labels}
        series={[
          { key: 'used', name: `Used${unit}`, values: scale(usage.consumed) },
          { key: 'left', name: `Left at end of day${unit}`, values: scale(usage.left) },
        ]}
      />
      <div className="max-h-96 overflow-auto rounded-lg border border-gray-200">
        <table className={tableClass}>
          <caption className="sr-only">{`${title}, day by day`}</caption>
          <thead className="sticky top-0 bg-gray-50">
            <tr>
              <th scope="col" className={headCellClass}>
                Day
              </th>
              <th scope="col" className={headCellClass}>
                Used
              </th>
              <th scope="col" className={headCellClass}>
                Left at end of day
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {usage.labels.map((label, i) => (
              <tr key={label}>
                <th scope="row" className={`${cellClass} text-left font-medium whitespace-nowrap`}>
                  {label}
                </th>
                <td className={cellClass}>{formatQuantity(item, usage.consumed[i] ?? 0)}</td>
                <td className={cellClass}>{formatQuantity(item, usage.left[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
