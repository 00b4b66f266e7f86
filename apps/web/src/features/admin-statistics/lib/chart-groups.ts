import { CURRENCIES, priceFromMinor, type Currency, type Timeseries } from '@afrinest/contract';
import type { LineSeries } from '@/components/charts';

/** One chart of a detail screen, with what its CSV file is called. */
export interface ChartGroup {
  key: string;
  title: string;
  series: LineSeries[];
  /** Added to the CSV file name when a screen has several charts. */
  csvPart?: string;
}

/** `amount_UGX` → UGX; null for any other key (or a currency the app does not know). */
export function amountCurrencyOf(key: string): Currency | null {
  const code = /^amount_([A-Z]{3})$/.exec(key)?.[1];
  return CURRENCIES.find((c) => c === code) ?? null;
}

/**
 * The answer's series split into charts. Amounts (minor units, per currency) would dwarf the
 * counts and cannot share an axis with each other, so each currency gets its own chart, drawn in
 * major units as people read prices.
 */
export function chartGroupsOf(answer: Timeseries, title: string): ChartGroup[] {
  const counts: LineSeries[] = [];
  const amounts: ChartGroup[] = [];
  for (const s of answer.series) {
    const currency = amountCurrencyOf(s.key);
    if (!currency) {
      counts.push({ key: s.key, name: s.label, values: s.data });
      continue;
    }
    amounts.push({
      key: s.key,
      title: `Amount paid in ${currency}`,
      csvPart: `amount-${currency.toLowerCase()}`,
      series: [
        {
          key: s.key,
          name: s.label,
          values: s.data.map((v) => Number(priceFromMinor(v, currency))),
        },
      ],
    });
  }
  return [{ key: 'main', title, series: counts }, ...amounts].filter((g) => g.series.length > 0);
}

/** Nothing happened in the window: every value of every series is zero (or there are none). */
export const isAllZero = (answer: Timeseries) =>
  answer.series.every((s) => s.data.every((v) => v === 0));
