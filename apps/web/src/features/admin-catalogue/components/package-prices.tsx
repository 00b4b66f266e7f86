import type { PackagePrice } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** A package's prices, one per currency, as people read money ("USh 150,000 · US$49.99"). */
export function PackagePrices({ prices }: { prices: PackagePrice[] }) {
  const { money } = useFormat();
  if (prices.length === 0) return <span className="text-gray-700">No price</span>;
  return (
    <ul className="flex flex-col">
      {prices.map((p) => (
        <li key={p.currency} className="whitespace-nowrap">
          {money({ amountMinor: p.amountMinor, currency: p.currency })}
        </li>
      ))}
    </ul>
  );
}
