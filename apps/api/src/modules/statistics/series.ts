import { CURRENCIES, type Currency, type Series } from '@afrinest/contract';

/** Rows keyed by day (and key) laid on the labels: zero where a day has no row. */
export function valuesOn(
  days: readonly string[],
  rows: readonly { day: string; key?: string; value?: number; n?: number }[],
  key?: string,
): number[] {
  const byDay = new Map<string, number>();
  for (const r of rows)
    if (key === undefined || r.key === key)
      byDay.set(r.day, (byDay.get(r.day) ?? 0) + (r.value ?? r.n ?? 0));
  return days.map((d) => byDay.get(d) ?? 0);
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const seriesOf = (key: string, label: string, data: number[]): Series => ({
  key,
  label,
  data,
});

/** Known currencies in the contract's order; a code the contract does not know is left out. */
export function knownCurrencies(codes: Iterable<string>): Currency[] {
  const seen = new Set(codes);
  return CURRENCIES.filter((c) => seen.has(c));
}

/** Money rows for the contract: known currencies only, in its order. */
export function moneyOf(rows: readonly { currency: string; amountMinor: number }[]) {
  return knownCurrencies(rows.map((r) => r.currency)).map((currency) => ({
    currency,
    amountMinor: sum(rows.filter((r) => r.currency === currency).map((r) => r.amountMinor)),
  }));
}
