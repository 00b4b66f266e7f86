import type { Currency } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** An amount in minor units as people read it ("USh 150,000", "US$49.99"), never converted. */
export function MoneyText({ minor, currency }: { minor: number; currency: Currency }) {
  const { money } = useFormat();
  return <span className="whitespace-nowrap">{money({ amountMinor: minor, currency })}</span>;
}
