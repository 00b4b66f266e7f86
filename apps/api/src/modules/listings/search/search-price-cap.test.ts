import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, type TestContext } from '../../../../test/helper';
import {
  createListing,
  insertAsTheGeneratorDoes,
  listingForm,
  oneAgency,
} from '../listings-test-helpers';

/** Houses priced 100 M to 299 M UGX, 60 at each million: more than the cap in all. */
const COPIES = 12_000;

/**
 * A search by kind and price whose matches are near the cap or past it: the total is the exact
 * count under SEARCH_TOTAL_CAP, and the cap ("10,000+") from it on.
 */
describe('listings search: a price range totalled near and over the cap', () => {
  let ctx: TestContext;

  const total = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?pageSize=1&${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.json() as { total: number }).total;
  };
  const counted = async (min: number, max: number) => {
    const result = await ctx.database.db.execute(sql`select count(*)::int as n from listing
      where deleted_at is null and status = 'ACTIVE' and kind = 'house' and currency = 'UGX'
        and price_amount between ${min} and ${max}`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    const house = (await createListing(ctx, agent, listingForm())).id;
    await insertAsTheGeneratorDoes(
      ctx,
      sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, title || ' ' || g, 100000000 + (g % 200) * 1000000, 'UGX', agency_id,
        agent_id, status, published_at, latitude, longitude, place_ids
      from listing, generate_series(1, ${COPIES}) g
      where id = ${house}`,
    );
  });
  afterAll(() => ctx.close());

  it('answers the exact total under the cap and the cap over it', async () => {
    for (const [min, max, over] of [
      // 166 prices × 60: 9,960, just under the cap.
      [105_000_000, 270_000_000, false],
      // 181 prices: 10,860, just over it.
      [105_000_000, 285_000_000, true],
      // Every price: 12,000.
      [100_000_000, 299_000_000, true],
      // 179 prices: 10,740.
      [101_000_000, 279_000_000, true],
    ] as const) {
      const n = await counted(min, max);
      expect(n >= SEARCH_TOTAL_CAP, `${min}–${max}: ${n}`).toBe(over);
      expect(
        await total(`kind=house&currency=UGX&priceMin=${min}&priceMax=${max}`),
        `${min}–${max}`,
      ).toBe(Math.min(n, SEARCH_TOTAL_CAP));
    }
  });
});
