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

type Answer = { data: { id: string }[]; total: number };

/** Copies of one listing: houses, apartments and plots in turn, for sale or to rent in turn. */
const COPIES = 300;

/**
 * Several kinds, newest first, with a purpose or without: every page must be the one the whole
 * sorted list gives, whichever index the search reads them through.
 */
describe('listings search: several kinds, newest first', () => {
  let ctx: TestContext;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as Answer;
  };

  /** The public listings of `kinds` (and `purpose`), newest first, as PostgreSQL sorts them. */
  const expected = async (kinds: string[], purpose?: string) => {
    const result = await ctx.database.db.execute(sql`select id from listing
      where deleted_at is null and status = 'ACTIVE' and kind = any(${`{${kinds.join(',')}}`}::text[])
        and (${purpose ?? null}::text is null or purpose = ${purpose ?? null})
      order by published_at desc nulls last, created_at desc nulls last, id`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    const { agent } = await oneAgency(ctx);
    const house = (await createListing(ctx, agent, listingForm())).id;
    // Three a minute (ties broken by the id, the created time being the same for all).
    await insertAsTheGeneratorDoes(
      ctx,
      sql`
      insert into listing (kind, purpose, rent_period, title, price_amount, currency, agency_id,
        agent_id, status, published_at, created_at, latitude, longitude, place_ids)
      select case g % 3 when 0 then 'house' when 1 then 'apartment' else 'land' end,
        case when g % 2 = 0 then 'SALE' else 'RENT' end,
        case when g % 2 = 0 then null else 'MONTH' end,
        title || ' ' || g, price_amount, currency, agency_id, agent_id, status,
        now() - (g / 3) * interval '1 minute', now(), latitude, longitude, place_ids
      from listing, generate_series(0, ${COPIES - 1}) g
      where id = ${house}`,
    );
  });
  afterAll(() => ctx.close());

  it('merges the kinds page by page as the whole sorted list, to the last page', async () => {
    for (const [query, kinds, purpose] of [
      ['kind=house,apartment', ['house', 'apartment']],
      ['kind=land,house,apartment&purpose=RENT', ['land', 'house', 'apartment'], 'RENT'],
      ['kind=apartment,land&purpose=SALE&pageSize=7', ['apartment', 'land'], 'SALE'],
    ] as const) {
      const all = await expected([...kinds], purpose);
      const size = query.includes('pageSize=7') ? 7 : 20;
      const last = Math.ceil(all.length / size);
      expect(last, query).toBeGreaterThan(5);
      for (const page of [1, 2, 5, last, last + 1]) {
        const answer = await search(`${query}&page=${page}`);
        expect(
          answer.data.map((d) => d.id),
          `${query} page ${page}`,
        ).toEqual(all.slice((page - 1) * size, page * size));
        if (answer.data.length) expect(answer.total, `${query} page ${page}`).toBe(all.length);
      }
    }
  });
});
