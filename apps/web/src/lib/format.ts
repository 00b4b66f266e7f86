import type { AreaUnit, Language } from '@afrinest/contract';
import { drawnText } from './drawn-text';

/**
 * Money, areas and dates as a person chose to read them (their preferences, SPEC §7 /preferences).
 * Money is an integer in minor units with its currency (DESIGN.md §2) and is never converted;
 * areas are converted between units, because land is sold in acres, decimals and m² alike.
 */
export interface FormatOptions {
  language: Language;
  areaUnit: AreaUnit;
}

/** Language → the locale Intl formats with (East African English; Kiswahili; French). */
export const localeOf = (language: Language): string =>
  ({ en: 'en-UG', sw: 'sw-TZ', fr: 'fr-FR' })[language];

export interface Money {
  /** Integer amount in the currency's minor unit (UGX has none: shillings). */
  amountMinor: number;
  currency: string;
}

// Making an Intl formatter costs far more than using one, and a page of results formats dozens
// of prices with the same few: each is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A count or plain number with thousands separators ("1,204"), with the one cached formatter
 * (`toLocaleString` makes a new one on every call; hydrating a page of cards made dozens).
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return drawnText(`number ${maximumFractionDigits} ${value}`, () =>
    numberFormat('en-US', { maximumFractionDigits }).format(value),
  );
}

export function formatMoney(money: Money, options: Pick<FormatOptions, 'language'>): string {
  const locale = localeOf(options.language);
  return drawnText(`money ${locale} ${money.currency} ${money.amountMinor}`, () =>
    writeMoney(money, locale),
  );
}

function writeMoney(money: Money, locale: string): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = money.amountMinor / 10 ** digits;
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    // Whole amounts stay whole: "USh 350,000,000", "US$1,200", never "US$1,200.00".
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Square metres in one of each unit. */
export const SQUARE_METRES_PER: Record<AreaUnit, number> = {
  sqm: 1,
  sqft: 0.09290304,
  acres: 4046.8564224,
  hectares: 10_000,
  // A decimal is a hundredth of an acre (Uganda, Kenya, Bangladesh).
  decimals: 40.468564224,
};

const unitSuffix: Record<AreaUnit, [one: string, many: string]> = {
  sqm: ['m²', 'm²'],
  sqft: ['sq ft', 'sq ft'],
  acres: ['acre', 'acres'],
  hectares: ['hectare', 'hectares'],
  decimals: ['decimal', 'decimals'],
};

export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return (value * SQUARE_METRES_PER[from]) / SQUARE_METRES_PER[to];
}

/** An area in the chosen unit, e.g. 50 decimals → "0.5 acres" for someone who reads acres. */
export function formatArea(
  area: { value: number; unit: AreaUnit },
  options: FormatOptions,
): string {
  const locale = localeOf(options.language);
  return drawnText(`area ${locale} ${options.areaUnit} ${area.unit} ${area.value}`, () => {
    const value = convertArea(area.value, area.unit, options.areaUnit);
    // Small units are whole numbers; acres and hectares keep up to two decimals.
    const digits = options.areaUnit === 'sqm' || options.areaUnit === 'sqft' ? 0 : 2;
    const number = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
    const [one, many] = unitSuffix[options.areaUnit];
    return `${number} ${value === 1 ? one : many}`;
  });
}

export function formatDate(iso: string, options: Pick<FormatOptions, 'language'>): string {
  return new Intl.DateTimeFormat(localeOf(options.language), { dateStyle: 'long' }).format(
    new Date(iso),
  );
}
