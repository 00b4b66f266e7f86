import { Link } from 'react-router';
import type { ItemDetail } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { textLinkClass } from '@/features/admin-catalogue/catalogue-labels';
import { formatQuantity } from '@/features/admin-catalogue/quantity-units';

/** The agencies that hold an item (the API sends the 50 holding the most): granted and left. */
export function ItemHoldersTable({ detail }: { detail: ItemDetail }) {
  const { item, holders, holdersTotal } = detail;
  if (holders.length === 0) return <p className="text-sm text-gray-700">No agency holds it.</p>;
  return (
    <div className="flex flex-col gap-2">
      {holdersTotal > holders.length && (
        <p className="text-sm text-gray-700">
          The {formatNumber(holders.length)} agencies holding the most, of{' '}
          {formatNumber(holdersTotal)}.
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Agencies holding {item.name}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Agency
              </th>
              <th scope="col" className="px-3 py-2">
                Granted
              </th>
              <th scope="col" className="px-3 py-2">
                Left
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {holders.map((h) => (
              <tr key={h.agencyId}>
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/agency-entitlements-breakdown?agencyId=${h.agencyId}`}
                    className={textLinkClass}
                  >
                    {h.agencyName}
                  </Link>
                </td>
                <td className="px-3 py-2">{formatQuantity(item, h.granted)}</td>
                <td className="px-3 py-2">{formatQuantity(item, h.left)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
