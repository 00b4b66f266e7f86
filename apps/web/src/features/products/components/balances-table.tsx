import type { ItemBalance } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { featureState, formatQuantity } from '@/features/products/lib/format-quantity';

export type BalanceRow = ItemBalance & { mine?: { allocated: number; used: number } };

export interface BalancesTableProps {
  caption: string;
  rows: BalanceRow[];
  /** The agent's own allocation beside the agency's (agent/products). */
  showMine?: boolean;
}

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-2 align-top';

/**
 * Every item with what it lets one do (its description), granted / used / left and the soonest
 * end of a grant. A feature is Included or Not included; photo storage reads in MB and GB.
 */
export function BalancesTable({ caption, rows, showMine = false }: BalancesTableProps) {
  const { date } = useFormat();
  if (rows.length === 0) return <p className="text-sm text-gray-700">Nothing granted yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 text-xs text-gray-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={th}>
              Granted
            </th>
            <th scope="col" className={th}>
              Used
            </th>
            <th scope="col" className={th}>
              Left
            </th>
            {showMine && (
              <th scope="col" className={th}>
                Yours
              </th>
            )}
            <th scope="col" className={th}>
              Next expiry
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => {
            const amount = (n: number) => formatQuantity(row.item, n);
            return (
              <tr key={row.item.id}>
                <th scope="row" className={`${td} min-w-56 font-normal`}>
                  <span className="block font-medium text-gray-900">{row.item.name}</span>
                  {row.item.description && (
                    <span className="block text-gray-700">{row.item.description}</span>
                  )}
                </th>
                {row.item.kind === 'FEATURE' ? (
                  // On or off: granted, used and left say nothing more than this.
                  <td colSpan={3} className={td}>
                    {featureState(row.enabled)}
                  </td>
                ) : (
                  <>
                    <td className={td}>{amount(row.granted)}</td>
                    <td className={td}>{amount(row.used)}</td>
                    <td className={`${td} font-medium text-gray-900`}>{amount(row.left)}</td>
                  </>
                )}
                {showMine && (
                  <td className={td}>
                    {row.mine && row.mine.allocated > 0
                      ? `${amount(row.mine.used)} used of ${amount(row.mine.allocated)} given to you`
                      : '—'}
                  </td>
                )}
                <td className={`${td} whitespace-nowrap`}>
                  {row.nextExpiry ? date(row.nextExpiry) : 'No end'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
