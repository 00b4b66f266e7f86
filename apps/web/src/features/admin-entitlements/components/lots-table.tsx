import { useState } from 'react';
import { toast } from 'sonner';
import type { Lot } from '@afrinest/contract';
import { Button } from '@/components/ui';
import {
  cellClass,
  formatDay,
  formatQuantity,
  grantSourceLabels,
  headCellClass,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';
import { ReverseDialog } from '@/features/admin-entitlements/components/reverse-dialog';

/** The grants that still hold something, each with a Reverse action (reason asked, confirmed). */
export function LotsTable({ lots }: { lots: Lot[] }) {
  const [reversing, setReversing] = useState<Lot>();
  if (lots.length === 0)
    return <p className="text-sm text-gray-700">No grant of this agency holds anything now.</p>;
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className={tableClass}>
          <caption className="sr-only">Grants</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={headCellClass}>
                Item
              </th>
              <th scope="col" className={headCellClass}>
                From
              </th>
              <th scope="col" className={headCellClass}>
                Held by
              </th>
              <th scope="col" className={headCellClass}>
                Granted
              </th>
              <th scope="col" className={headCellClass}>
                Unused
              </th>
              <th scope="col" className={headCellClass}>
                Valid
              </th>
              <th scope="col" className={headCellClass}>
                Reason
              </th>
              <th scope="col" className={headCellClass}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {lots.map((lot) => (
              <tr key={lot.lotId}>
                <th scope="row" className={`${cellClass} text-left font-medium`}>
                  {lot.item.name}
                </th>
                <td className={cellClass}>
                  {grantSourceLabels[lot.source]}
                  {lot.package && (
                    <span className="block text-xs text-gray-700">{lot.package.name}</span>
                  )}
                </td>
                <td className={cellClass}>{lot.agent?.name ?? 'The agency'}</td>
                <td className={cellClass}>{formatQuantity(lot.item, lot.granted)}</td>
                <td className={cellClass}>{formatQuantity(lot.item, lot.remaining)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDay(lot.validFrom)} – {formatDay(lot.validUntil)}
                </td>
                <td className={`${cellClass} max-w-60 break-words`}>{lot.reason}</td>
                <td className={cellClass}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={lot.remaining <= 0}
                    aria-label={`Reverse ${lot.item.name} granted ${formatDay(lot.createdAt)}`}
                    onClick={() => setReversing(lot)}
                  >
                    Reverse
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reversing && (
        <ReverseDialog
          lot={reversing}
          onCancel={() => setReversing(undefined)}
          onDone={() => {
            toast.success(`Grant of ${reversing.item.name} reversed.`);
            setReversing(undefined);
          }}
        />
      )}
    </>
  );
}
