import { AREA_UNITS } from './preference-values';

/**
 * Area units as East African buyers and sellers speak them (issue 6): square metres and feet,
 * acres, hectares, decimals (1/100 acre, the usual plot unit in Uganda) and "W×L ft" plots
 * ("50×100 ft"). Conversions are exact: every factor is a finite decimal in square metres
 * (1 ft = 0.3048 m exactly, 1 acre = 4046.8564224 m²), so we multiply and divide as scaled
 * integers (BigInt) and round only once, to the nearest double, at the end. Plain values and
 * functions, free of zod, so the public pages can format areas in their first load.
 */
export const SIZE_UNITS = [...AREA_UNITS, 'ft_plot'] as const;
/** A visitor's display unit (preferences) or, for entered sizes, a "W×L ft" plot. */
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Short labels for sizes ("2.5 acres", "464 m²"). */
export const SIZE_UNIT_LABELS: Record<SizeUnit, string> = {
  sqm: 'm²',
  sqft: 'ft²',
  acres: 'acres',
  hectares: 'hectares',
  decimals: 'decimals',
  ft_plot: 'W×L ft',
};

/** Square metres per unit as [digits, decimal places]: 4046.8564224 → [40468564224n, 7]. */
const FACTORS: Record<Exclude<SizeUnit, 'ft_plot'>, readonly [bigint, number]> = {
  sqm: [1n, 0],
  sqft: [9290304n, 8], // 0.3048² = 0.09290304
  acres: [40468564224n, 7], // 4046.8564224
  hectares: [10000n, 0],
  decimals: [40468564224n, 9], // 1/100 acre = 40.468564224
};

/** Up to 6 decimal places are kept from what people type; more is noise for land sizes. */
export const AREA_DECIMALS = 6;

/** A non-negative number as an integer count of 10^-decimals (exact for typed decimals). */
function scaled(value: number, decimals = AREA_DECIMALS): bigint {
  if (!Number.isFinite(value) || value < 0) throw new RangeError('An area is a positive number.');
  const [whole, fraction = ''] = value.toFixed(decimals).split('.');
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
}
/** Stored square metres carry up to 13 decimals (an acre has 7): read them to 12. */
const M2_DECIMALS = 12;

/** numerator / 10^places as the nearest double (rounding half up at the 15th decimal). */
function toNumber(numerator: bigint, places: number): number {
  const keep = 15;
  let n = numerator;
  let p = places;
  if (p > keep) {
    const drop = 10n ** BigInt(p - keep);
    n = (n + drop / 2n) / drop;
    p = keep;
  }
  const digits = n.toString().padStart(p + 1, '0');
  return Number(p ? `${digits.slice(0, -p)}.${digits.slice(-p)}` : digits);
}

/** An area as entered: a value in a unit, or the sides of a "W×L ft" plot. */
export interface AreaMeasure {
  unit: SizeUnit;
  value: number;
  widthFt?: number | null;
  lengthFt?: number | null;
}

/** The square metres of an area in any unit, exactly (to the nearest double). */
export function toSquareMetres(area: AreaMeasure): number {
  if (area.unit === 'ft_plot') {
    const [w, l] = [scaled(area.widthFt ?? 0), scaled(area.lengthFt ?? 0)];
    // w·l square feet, each in 10^-6 ft: (w·l·9290304) / 10^(12+8)
    return toNumber(w * l * 9290304n, 2 * AREA_DECIMALS + 8);
  }
  const [digits, places] = FACTORS[area.unit];
  return toNumber(scaled(area.value) * digits, AREA_DECIMALS + places);
}

/** Square metres expressed in a unit ("ft_plot" reads as square feet), exactly rounded. */
export function fromSquareMetres(m2: number, unit: SizeUnit): number {
  const [digits, places] = unit === 'ft_plot' ? FACTORS.sqft : FACTORS[unit];
  // (s / 10^12) / (digits / 10^places) = s · 10^places / (digits · 10^12), kept to 15 places.
  const extra = 15;
  const numerator = scaled(m2, M2_DECIMALS) * 10n ** BigInt(places + extra);
  const denominator = digits * 10n ** BigInt(M2_DECIMALS);
  return toNumber((numerator + denominator / 2n) / denominator, extra);
}

/** Any unit to any other, through square metres. */
export const convertArea = (value: number, from: Exclude<SizeUnit, 'ft_plot'>, to: SizeUnit) =>
  fromSquareMetres(toSquareMetres({ unit: from, value }), to);

/** "2.5 acres", "50×100 ft", "464.5 m²" for display. */
export function formatArea(area: AreaMeasure, maxDecimals = 2): string {
  if (area.unit === 'ft_plot') return `${area.widthFt ?? 0}×${area.lengthFt ?? 0} ft`;
  const rounded = Number(area.value.toFixed(maxDecimals));
  return `${rounded.toLocaleString('en-US')} ${SIZE_UNIT_LABELS[area.unit]}`;
}
