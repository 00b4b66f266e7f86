/**
 * Size bands of `listing_size_count` (ADR 0029, amendment of 2026-11-27), in m²: 0 (below 10 m²),
 * then a size's first two digits times its power of ten, 10 m² to 9.9×10⁹ m² (10, 11, … 99, 100,
 * 110, …: bands of 1–10 %, finer than the price bands, so that a range's partial bands at its two
 * ends hold few listings to count). Whole numbers, exact as floats; the same edges as
 * `listing_size_band()` in migration 0019 (a test holds them together).
 */
export const SIZE_BAND_EDGES: readonly number[] = [
  0,
  ...Array.from({ length: 9 }, (_, k) =>
    Array.from({ length: 90 }, (_, m) => (10 + m) * 10 ** k),
  ).flat(),
];

/** The lowest size of the band that holds `m2`; null for a negative size (never counted). */
export function sizeBand(m2: number): number | null {
  return m2 >= 0 ? SIZE_BAND_EDGES.findLast((edge) => edge <= m2)! : null;
}

/**
 * The bands wholly inside a size range [min, max] (m², either bound optional), as the first
 * band's lowest size (`from`) and the lowest size after the last band (`to`, absent without a
 * maximum): the listings sized in [from, to) are counted by band, those in [min, from) and
 * [to, max] one by one. Null when no band fits inside the range.
 */
export function sizeBandsWithin(min?: number, max?: number): { from: number; to?: number } | null {
  const from = min === undefined || min <= 0 ? 0 : SIZE_BAND_EDGES.find((edge) => edge >= min);
  if (from === undefined) return null;
  if (max === undefined) return { from };
  const to = sizeBand(max);
  return to !== null && to > from ? { from, to } : null;
}
