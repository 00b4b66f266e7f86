import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { createTestApp, type TestContext } from '../../../test/helper';
import {
  createListing,
  insertAsTheGeneratorDoes,
  listingForm,
  oneAgency,
} from './listings-test-helpers';

/** Houses priced 100 M to 299 M UGX, 60 at each million: more than the cap in whole bands. */
const COPIES = 12_000;

/**
 * A search by kind and price whose total comes from the price bands (`priceCount`, ADR 0029):
 * whole bands summed from the kept table, the partial bands at the ends counted, all capped at
 * SEARCH_TOTAL_CAP. Bands that alone reach the cap leave the ends uncounted.
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

  it('answers the exact total under the cap and the cap over it, however the bands fall', async () => {
    for (const [min, max, over] of [
      // Bands from 110 M to 250 M (8,400) and both ends counted: 9,960, just under the cap.
      [105_000_000, 270_000_000, false],
      // Bands from 110 M to 280 M hold 10,200: the cap without counting the ends.
      [105_000_000, 285_000_000, true],
      // Bands from 100 M to 280 M hold 10,800, and an end above.
      [100_000_000, 299_000_000, true],
      // Bands from 110 M to 250 M (8,400) under the cap, and the ends (540 and 1,800) past it.
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
