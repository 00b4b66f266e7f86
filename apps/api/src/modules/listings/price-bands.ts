/**
 * Price bands of `listing_price_count` (ADR 0029): an amount (minor units) below 10 is in band
 * 0; any other is in the band of its first two digits rounded down to one of these mantissas,
 * times its power of ten (10, 11, … 90, 100, 110, …: about 11 % a band). Exact integers, the same
 * as `listing_price_band()` in migration 0015 (a test holds them together).
 */
export const PRICE_BAND_MANTISSAS: readonly number[] = [
  10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 71, 80, 90,
];

const scaleOf = (amount: number) => 10 ** (String(Math.trunc(amount)).length - 2);

/** The lowest price of the band that holds `amount` (a whole, non-negative number). */
export function priceBand(amount: number): number {
  if (amount < 10) return 0;
  const scale = scaleOf(amount);
  const lead = Math.floor(amount / scale);
  return PRICE_BAND_MANTISSAS.findLast((m) => m <= lead)! * scale;
}

/** The lowest price of the band after the band starting at `band`. */
function nextBand(band: number): number {
  if (band === 0) return 10;
  const scale = scaleOf(band);
  const at = PRICE_BAND_MANTISSAS.indexOf(band / scale);
  const next = PRICE_BAND_MANTISSAS[at + 1];
  return next === undefined ? 100 * scale : next * scale;
}

/**
 * The bands wholly inside a price range, as the first band's lowest price (`from`) and the
 * lowest price after the last band (`to`, absent without a maximum): the listings priced in
 * [from, to) are counted by band, those in [min, from) and [to, max] one by one. Null when no
 * band fits inside the range.
 */
export function bandsWithin(min?: number, max?: number): { from: number; to?: number } | null {
  const low = min === undefined || min <= 0 ? 0 : Math.ceil(min);
  const startsAt = priceBand(low);
  const from = startsAt === low ? low : nextBand(startsAt);
  if (max === undefined) return { from };
  const to = priceBand(Math.floor(max) + 1);
  return to > from ? { from, to } : null;
}

/**
 * A fine band of the map's bitmaps (ADR 0037, amended 2026-11-28), for prices and for sizes in
 * whole m²: an amount below 100 is its own band; any other is its first three digits times its
 * power of ten (100, 101, … 999, 1000, 1010, …: at most 1 % a band). Every band's edge is a fine
 * band's edge. The same as `listing_price_fine()` in migration 0027.
 */
export const fineBand = (amount: number) => leadingBand(amount, 3);

/** A range of prices (or sizes in whole m²) [from, to), `to` absent for no end. */
export interface BandSpan {
  from: number;
  to?: number;
}

/**
 * A middle band of the map's bitmaps (ADR 0037, amended 2026-11-29): an amount below 10 is its own
 * band; any other is its first two digits times its power of ten (10, 11, … 99, 100, 110, …: at
 * most 10 % a band). Every band's edge is a middle band's edge, and every middle band's edge a
 * fine band's. The same as `listing_price_mid()` in migration 0032.
 */
export const midBand = (amount: number) => leadingBand(amount, 2);

/**
 * The band of `digits` leading digits that holds `amount` (the fine and middle bands): an amount
 * below 10^(digits − 1) is its own band; any other is its first `digits` digits times its power
 * of ten.
 */
function leadingBand(amount: number, digits: number): number {
  if (amount < 10 ** (digits - 1)) return Math.trunc(amount);
  const scale = 10 ** (String(Math.trunc(amount)).length - digits);
  return Math.floor(amount / scale) * scale;
}

/** The lowest edge of a band of `digits` leading digits at or above `amount`. */
function edgeFrom(amount: number, digits: number): number {
  const band = leadingBand(amount, digits);
  if (band === amount) return amount;
  const width = band < 10 ** (digits - 1) ? 1 : 10 ** (String(band).length - digits);
  return band + width;
}

/**
 * A price range as the map's bitmaps count it: `priced`, the fine bands wholly inside it (the
 * listings priced in [min, priced.from) and [priced.to, max] are counted one by one), made of
 * `bands`, the bands wholly inside `priced` (null when none), `mid`, the middle bands of `priced`
 * outside them, and `fine`, the fine bands of `priced` outside both (below and above): at most
 * nine fine and eight middle bands at each end, where fine bands alone were up to ninety
 * (455–500 M: 45 fine bands, now 5 fine and 4 middle ones). Null when no fine band fits inside
 * the range.
 */
export function fineBandsWithin(
  min?: number,
  max?: number,
): {
  priced: BandSpan;
  bands: BandSpan | null;
  mid: Required<BandSpan>[];
  fine: Required<BandSpan>[];
} | null {
  const low = min === undefined || min <= 0 ? 0 : Math.ceil(min);
  const from = edgeFrom(low, 3);
  const to = max === undefined ? undefined : fineBand(Math.floor(max) + 1);
  if (to !== undefined && to <= from) return null;
  const priced = to === undefined ? { from } : { from, to };
  // The bands inside: from the first band edge at or above `from`, to the last at or below `to`.
  const bands = bandsWithin(from, to === undefined ? undefined : to - 1);
  const ends = bands
    ? [
        { from, to: bands.from },
        ...(to === undefined || bands.to === undefined ? [] : [{ from: bands.to, to }]),
      ].filter((span) => span.to > span.from)
    : [{ from, to: to! }];
  const split = ends.map(midSplit);
  return {
    priced,
    bands,
    mid: split.flatMap((s) => s.mid),
    fine: split.flatMap((s) => s.fine),
  };
}

/**
 * A span of fine bands [from, to) as the middle bands wholly inside it and the fine bands beside
 * them.
 */
function midSplit({ from, to }: Required<BandSpan>) {
  const start = edgeFrom(from, 2);
  const end = midBand(to);
  if (end <= start) return { mid: [], fine: [{ from, to }] };
  return {
    mid: [{ from: start, to: end }],
    fine: [
      { from, to: start },
      { from: end, to },
    ].filter((span) => span.to > span.from),
  };
}
