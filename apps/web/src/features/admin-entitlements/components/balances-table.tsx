import type { ItemBalance } from '@afrinest/contract';
import {
  cellClass,
  formatDay,
  formatQuantity,
  headCellClass,
  itemKindLabels,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';

/** What an agency has of each item: granted, used, left, given to its agents, next end. */
export function BalancesTable({ items }: { items: ItemBalance[] }) {
  if (items.length === 0)
    return <p className="text-sm text-gray-700">This agency holds no items.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className={tableClass}>
        <caption className="sr-only">Balances per item</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={headCellClass}>
              Item
            </th>
            <th scope="col" className={headCellClass}>
              Granted
            </th>
            <th scope="col" className={headCellClass}>
              Used
            </th>
            <th scope="col" className={headCellClass}>
              Left
            </th>
            <th scope="col" className={headCellClass}>
              Allocated to agents
            </th>
            <th scope="col" className={headCellClass}>
              Next expiry
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {items.map((b) => {
            const feature = b.item.kind === 'FEATURE';
            const q = (n: number) => (feature ? '—' : formatQuantity(b.item, n));
            return (
              <tr key={b.item.id}>
                <th scope="row" className={`${cellClass} text-left font-medium`}>
                  {b.item.name}
                  <span className="block text-xs font-normal text-gray-700">
                    {itemKindLabels[b.item.kind]}
                  </span>
                </th>
                <td className={cellClass}>{q(b.granted)}</td>
                <td className={cellClass}>{q(b.used)}</td>
                <td className={cellClass}>
                  {feature ? (b.enabled ? 'Included' : 'Not included') : q(b.left)}
                </td>
                <td className={cellClass}>{q(b.allocated)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDay(b.nextExpiry)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
