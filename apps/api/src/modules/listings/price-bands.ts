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
