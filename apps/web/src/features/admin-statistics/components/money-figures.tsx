import type { Currency } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { Figure, Figures } from '@/features/admin-statistics/components/figures';

/** One figure per currency, never converted ("USh 1,500,000", "US$49.99"). */
export function MoneyFigures({
  amounts,
  empty,
}: {
  amounts: readonly { currency: Currency; amountMinor: number }[];
  empty: string;
}) {
  const { money } = useFormat();
  if (amounts.length === 0) return <p className="text-sm text-gray-700">{empty}</p>;
  return (
    <Figures>
      {amounts.map((a) => (
        <Figure key={a.currency} label={a.currency} value={money(a)} />
      ))}
    </Figures>
  );
}
