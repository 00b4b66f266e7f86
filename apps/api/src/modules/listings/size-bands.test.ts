import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { SIZE_BAND_EDGES, sizeBand, sizeBandsWithin } from './size-bands';

describe('size bands', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('puts a size in m² in the band of its first two digits rounded down to a mantissa', () => {
    expect([0, 9.99, 10, 10.5, 17.9, 99.99, 100, 4046.8564224, 8093.7128448].map(sizeBand)).toEqual(
      [0, 0, 10, 10, 17, 99, 100, 4000, 8000],
    );
    expect(sizeBand(-1)).toBeNull();
    expect(sizeBand(1e12)).toBe(9_900_000_000);
    expect(SIZE_BAND_EDGES).toHaveLength(1 + 90 * 9);
  });

  it('is the database function listing_size_band() at every band edge, beside it and between', async () => {
    const sizes = new Set<number>([-1, -1e-9, 0, 5e-324, 0.5, 9.999999999999998, 1e12]);
    for (const edge of SIZE_BAND_EDGES)
      for (const s of [
        edge,
        edge * (1 - 2 ** -52),
        edge * (1 + 2 ** -52),
        edge + 0.25,
        edge - 1e-6,
      ])
        sizes.add(s);
    // Acres, decimals and hectares as the API turns them into m², near the edges they cross.
    for (let acres = 0.01; acres < 2000; acres *= 1.37) sizes.add(acres * 4046.8564224);
    const list = [...sizes];
    const { rows } = (await ctx.database.db.execute(
      sql`select x::text as size, listing_size_band(x) as band
        from unnest(${`{${list.map((s) => s.toPrecision(17)).join(',')}}`}::float8[]) x`,
    )) as unknown as { rows: { size: string; band: number | string | null }[] };
    expect(rows).toHaveLength(list.length);
    const wrong = rows.filter((r) => {
      const band = r.band === null ? null : Number(r.band);
      return sizeBand(Number(r.size)) !== band;
    });
    expect(wrong).toEqual([]);
  });

  it('finds the bands wholly inside a size range', () => {
    expect(sizeBandsWithin()).toEqual({ from: 0 });
    expect(sizeBandsWithin(-5, 15)).toEqual({ from: 0, to: 15 });
    expect(sizeBandsWithin(10)).toEqual({ from: 10 });
    expect(sizeBandsWithin(10.000001)).toEqual({ from: 11 });
    // 3 to 5 acres: bands from 13,000 m² up to 20,000 m².
    expect(sizeBandsWithin(3 * 4046.8564224, 5 * 4046.8564224)).toEqual({
      from: 13_000,
      to: 20_000,
    });
    // A maximum on an edge: that edge's band is partial (its listings of exactly the maximum).
    expect(sizeBandsWithin(100, 200)).toEqual({ from: 100, to: 200 });
    // No band fits: the range is counted from the listings.
    expect(sizeBandsWithin(101, 109)).toBeNull();
    expect(sizeBandsWithin(9.95e9)).toBeNull();
    expect(sizeBandsWithin(50, -1)).toBeNull();
  });
});
