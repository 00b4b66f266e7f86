import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import {
  PRICE_BAND_MANTISSAS,
  bandsWithin,
  fineBand,
  fineBandsWithin,
  midBand,
  priceBand,
} from './price-bands';

describe('price bands', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('puts an amount in the band of its first two digits rounded down to a mantissa', () => {
    expect([0, 9, 10, 11, 17, 19, 99, 100, 109, 110].map(priceBand)).toEqual([
      0, 0, 10, 11, 16, 18, 90, 100, 100, 110,
    ]);
    expect(priceBand(850_000_000)).toBe(800_000_000);
    expect(priceBand(2_500_000)).toBe(2_500_000);
    expect(priceBand(2_499_999)).toBe(2_200_000);
    expect(priceBand(Number.MAX_SAFE_INTEGER)).toBe(9_000_000_000_000_000);
  });

  it('is the database function listing_price_band() at every band edge and between', async () => {
    const amounts = new Set<number>();
    for (let a = 0; a <= 250; a++) amounts.add(a);
    for (let scale = 1; scale <= 1e14; scale *= 10) {
      for (const m of PRICE_BAND_MANTISSAS)
        for (const d of [-1, 0, 1]) amounts.add(Math.max(0, m * scale + d));
      // Middle and fine bands' edges: two or three digits times the scale.
      for (const m of [13, 99, 100, 137, 999])
        for (const d of [-1, 0, 1]) amounts.add(Math.max(0, m * scale + d));
    }
    const list = [...amounts];
    const { rows } = (await ctx.database.db.execute(
      sql`select x::text as amount, listing_price_band(x)::text as band,
          listing_price_mid(x)::text as mid, listing_price_fine(x)::text as fine
        from unnest(${`{${list.join(',')}}`}::bigint[]) x`,
    )) as unknown as { rows: { amount: string; band: string; mid: string; fine: string }[] };
    expect(rows).toHaveLength(list.length);
    const wrong = rows.filter((r) => String(priceBand(Number(r.amount))) !== r.band);
    expect(wrong).toEqual([]);
    const wrongFine = rows.filter((r) => String(fineBand(Number(r.amount))) !== r.fine);
    expect(wrongFine).toEqual([]);
    const wrongMid = rows.filter((r) => String(midBand(Number(r.amount))) !== r.mid);
    expect(wrongMid).toEqual([]);
  });

  it('finds the bands wholly inside a price range', () => {
    expect(bandsWithin()).toEqual({ from: 0 });
    expect(bandsWithin(0)).toEqual({ from: 0 });
    expect(bandsWithin(99)).toEqual({ from: 100 });
    expect(bandsWithin(100)).toEqual({ from: 100 });
    expect(bandsWithin(undefined, 9)).toEqual({ from: 0, to: 10 });
    // 100–300 million: bands from 100M up to 280M (the band of 300M+1 starts at 280M).
    expect(bandsWithin(100_000_000, 300_000_000)).toEqual({ from: 100_000_000, to: 280_000_000 });
    expect(bandsWithin(100_000_000, 279_999_999)).toEqual({ from: 100_000_000, to: 280_000_000 });
    expect(bandsWithin(100_000_000, 279_999_998)).toEqual({ from: 100_000_000, to: 250_000_000 });
    // No band fits: the range is counted from the listings.
    expect(bandsWithin(101, 109)).toBeNull();
    expect(bandsWithin(800_000_001, 950_000_000)).toBeNull();
  });

  it('puts an amount in the fine band of its first three digits, every band edge a fine edge', () => {
    expect([0, 9, 99, 100, 101, 999, 1000, 1009, 1010].map(fineBand)).toEqual([
      0, 9, 99, 100, 101, 999, 1000, 1000, 1010,
    ]);
    expect(fineBand(137_456_789)).toBe(137_000_000);
    for (let scale = 1; scale <= 1e12; scale *= 10)
      for (const m of PRICE_BAND_MANTISSAS) expect(fineBand(m * scale)).toBe(m * scale);
  });

  it('puts an amount in the middle band of its first two digits, every band edge a middle edge', () => {
    expect([0, 9, 10, 99, 100, 109, 110, 999, 1000, 1099].map(midBand)).toEqual([
      0, 9, 10, 99, 100, 100, 110, 990, 1000, 1000,
    ]);
    expect(midBand(137_456_789)).toBe(130_000_000);
    for (let scale = 1; scale <= 1e12; scale *= 10)
      for (const m of PRICE_BAND_MANTISSAS) expect(midBand(m * scale)).toBe(m * scale);
  });

  it('splits a price range into bands, middle and fine bands beside them and two narrow ends', () => {
    // 137–337 million: bands from 140 M up to the 320 M band, the middle band of 320–330 M, fine
    // bands of 137–140 M and 330–337 M; only a listing of exactly 337 M is counted one by one.
    expect(fineBandsWithin(137_000_000, 337_000_000)).toEqual({
      priced: { from: 137_000_000, to: 337_000_000 },
      bands: { from: 140_000_000, to: 320_000_000 },
      mid: [{ from: 320_000_000, to: 330_000_000 }],
      fine: [
        { from: 137_000_000, to: 140_000_000 },
        { from: 330_000_000, to: 337_000_000 },
      ],
    });
    // 455–655 million: 45 and 25 fine bands at the ends before the middle bands, now 5 and 4
    // middle bands, and 5 and 2 fine bands.
    expect(fineBandsWithin(455_000_000, 655_000_000)).toEqual({
      priced: { from: 455_000_000, to: 655_000_000 },
      bands: { from: 500_000_000, to: 630_000_000 },
      mid: [
        { from: 460_000_000, to: 500_000_000 },
        { from: 630_000_000, to: 650_000_000 },
      ],
      fine: [
        { from: 455_000_000, to: 460_000_000 },
        { from: 650_000_000, to: 655_000_000 },
      ],
    });
    // No maximum: every band from the first edge up.
    expect(fineBandsWithin(137_500_000)).toEqual({
      priced: { from: 138_000_000 },
      bands: { from: 140_000_000 },
      mid: [],
      fine: [{ from: 138_000_000, to: 140_000_000 }],
    });
    expect(fineBandsWithin()).toEqual({
      priced: { from: 0 },
      bands: { from: 0 },
      mid: [],
      fine: [],
    });
    // Within one band: fine bands alone; within one fine band: nothing.
    expect(fineBandsWithin(401_500_000, 419_000_000)).toEqual({
      priced: { from: 402_000_000, to: 419_000_000 },
      bands: null,
      mid: [],
      fine: [{ from: 402_000_000, to: 419_000_000 }],
    });
    expect(fineBandsWithin(401_500_000, 401_900_000)).toBeNull();
  });
});
