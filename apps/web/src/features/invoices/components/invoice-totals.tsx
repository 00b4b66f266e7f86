import type { Invoice } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** An invoice's lines, then subtotal, discount, VAT and total, in its currency. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { money } = useFormat();
  const amount = (amountMinor: number) => money({ amountMinor, currency: invoice.currency });
  const totals: [string, string][] = [
    ['Subtotal', amount(invoice.subtotalMinor)],
    ...(invoice.discountMinor > 0
      ? [
          [
            invoice.discountCode ? `Discount (${invoice.discountCode})` : 'Discount',
            `− ${amount(invoice.discountMinor)}`,
          ] as [string, string],
        ]
      : []),
    [`VAT ${invoice.vatPercent}%`, amount(invoice.vatMinor)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lines</caption>
        <thead className="text-gray-700">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Description
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i} className="border-t border-gray-100">
              <td className="py-1 pr-2">{line.description}</td>
              <td className="py-1 text-right">{line.quantity}</td>
              <td className="py-1 text-right whitespace-nowrap">{amount(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="flex flex-col gap-1 border-t border-gray-200 pt-2 text-sm">
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold text-gray-900">Total</dt>
          <dd className="font-bold text-gray-900">{amount(invoice.totalMinor)}</dd>
        </div>
      </dl>
    </div>
  );
}
