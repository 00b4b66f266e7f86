import type { PaymentEvent } from '@afrinest/contract';
import {
  cellClass,
  formatDateTime,
  headCellClass,
  providerLabels,
  tableClass,
} from '@/features/admin-payments/payment-labels';

/** The body as received, indented; a payload that is not JSON-able is said so. */
const payloadText = (payload: unknown): string => {
  try {
    return JSON.stringify(payload, null, 2) ?? 'No body.';
  } catch {
    return 'This body cannot be shown.';
  }
};

/** Every notification and check the provider answered, oldest first, each body folded away. */
export function PaymentEvents({ events }: { events: PaymentEvent[] }) {
  if (events.length === 0)
    return <p className="text-sm text-gray-700">The provider has sent nothing about it yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className={tableClass}>
        <caption className="sr-only">Provider events</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={headCellClass}>
              Time
            </th>
            <th scope="col" className={headCellClass}>
              Kind
            </th>
            <th scope="col" className={headCellClass}>
              Outcome
            </th>
            <th scope="col" className={headCellClass}>
              Payload
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {events.map((e) => (
            <tr key={e.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(e.receivedAt)}</td>
              <td className={cellClass}>
                <span className="font-mono text-xs">{e.kind}</span>
                <span className="block text-xs text-gray-700">{providerLabels[e.provider]}</span>
              </td>
              <td className={cellClass}>{e.outcome}</td>
              <td className={cellClass}>
                <details>
                  <summary className="cursor-pointer text-sm text-emerald-800">
                    Show payload
                  </summary>
                  <pre className="mt-2 max-h-64 max-w-xl overflow-auto rounded bg-gray-50 p-2 text-xs">
                    {payloadText(e.payload)}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
