import type { Quote } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** The quote as an order summary: each line, then subtotal, discount, VAT and the total to pay. */
export function OrderSummary({ quote }: { quote: Quote }) {
  const { money } = useFormat();
  const amount = (amountMinor: number) => money({ amountMinor, currency: quote.currency });
  const totals: [string, string][] = [
    ['Subtotal', amount(quote.subtotalMinor)],
    ...(quote.discountMinor > 0 || quote.discount
      ? [
          [
            quote.discount ? `Discount (${quote.discount.code})` : 'Discount',
            `− ${amount(quote.discountMinor)}`,
          ] as [string, string],
        ]
      : []),
    [`VAT ${quote.vatPercent}%`, amount(quote.vatMinor)],
  ];
  return (
    <section aria-label="Order summary" className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 text-sm">
        {quote.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="text-gray-900">
              {line.description}
              {line.quantity > 1 && <span className="text-gray-700"> × {line.quantity}</span>}
            </span>
            <span className="font-medium text-gray-900">{amount(line.amountMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-gray-200 pt-3 text-sm">
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold text-gray-900">Total</dt>
          <dd className="font-bold text-gray-900">{amount(quote.totalMinor)}</dd>
        </div>
      </dl>
      {quote.discount?.description && (
        <p className="text-xs text-gray-700">{quote.discount.description}</p>
      )}
    </section>
  );
}
