import type { Discount } from '@afrinest/contract';
import { MoneyText } from '@/features/admin-payments/components/money-text';

/** What a code takes off: "20%", or its amount in each currency. */
export function DiscountValue({ discount: d }: { discount: Discount }) {
  if (d.kind === 'PERCENT') return <span>{d.percent}% off</span>;
  return (
    <ul className="flex flex-col">
      {d.amounts.map((a) => (
        <li key={a.currency}>
          <MoneyText minor={a.amountMinor} currency={a.currency} /> off
        </li>
      ))}
    </ul>
  );
}
