import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { FEW_MATCHES } from './search.repository';
import {
  createListing,
  insertAsTheGeneratorDoes,
  oneAgency,
  plotForm,
} from '../listings-test-helpers';

type Answer = { data: { id: string }[]; total: number };

/** Copies of one plot: 60 % MAILO, 20 % FREEHOLD, 20 % LEASEHOLD; MAILO alone past FEW_MATCHES. */
const COPIES = Math.ceil(FEW_MATCHES / 0.6) + 500;
const ACRE = 4046.8564224;

/**
 * Plots of given tenures, newest first: from FEW_MATCHES matches the newest index is walked
 * until the page is full, below that the matches are read whole and sorted (search.repository).
 * Either way every page must be the one the whole sorted list gives, and the total the count.
 */
describe('listings search: plots of given tenures, newest first', () => {
  let ctx: TestContext;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/plots?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as Answer;
  };

  /** Each of `pages` (20 a page) is its slice of `all`, and the total is all of them. */
  const expectPages = async (query: string, all: string[], pages: number[]) => {
    for (const page of pages) {
      const answer = await search(`${query}&page=${page}`);
      expect(
        answer.data.map((d) => d.id),
        `${query} page ${page}`,
      ).toEqual(all.slice((page - 1) * 20, page * 20));
      expect(answer.total).toBe(Math.min(all.length, SEARCH_TOTAL_CAP));
    }
  };

  /** The public plots of `tenures` within [min, max] acres, newest first, as PostgreSQL sorts them. */
  const expected = async (tenures: string[], min = 0, max = 1e9) => {
    const result = await ctx.database.db.execute(sql`select id from listing
      where deleted_at is null and status = 'ACTIVE' and kind = 'land'
        and tenure = any(${`{${tenures.join(',')}}`}::text[])
        and size_m2 between ${min * ACRE} and ${max * ACRE}
      order by published_at desc nulls last, created_at desc nulls last, id`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    const { agent } = await oneAgency(ctx);
    const plot = (await createListing(ctx, agent, plotForm())).id;
    // Three a minute (ties broken by the id), sizes from 0.5 to 5.25 acres.
    await insertAsTheGeneratorDoes(
      ctx,
      sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids, tenure, title_status,
        land_size_value, land_size_unit, land_size_m2, size_m2)
      select kind, purpose, title || ' ' || g, price_amount, currency, agency_id, agent_id,
        status, now() - (g / 3) * interval '1 minute', latitude, longitude, place_ids,
        case g % 5 when 0 then 'FREEHOLD' when 1 then 'LEASEHOLD' else 'MAILO' end, title_status,
        0.5 + (g % 20) * 0.25, 'acres', (0.5 + (g % 20) * 0.25) * ${ACRE}::float8,
        (0.5 + (g % 20) * 0.25) * ${ACRE}::float8
      from listing, generate_series(0, ${COPIES - 1}) g
      where id = ${plot}`,
    );
  });
  afterAll(() => ctx.close());

  it('walks the tenures when many plots match, page by page as the whole sorted list', async () => {
    for (const [query, tenures, min, max] of [
      ['tenure=MAILO,FREEHOLD', ['MAILO', 'FREEHOLD']],
      [
        'tenure=FREEHOLD,MAILO&sizeUnit=acres&sizeMin=0.6&sizeMax=5.1',
        ['MAILO', 'FREEHOLD'],
        0.6,
        5.1,
      ],
      ['tenure=MAILO&sizeUnit=acres&sizeMin=0.6', ['MAILO'], 0.6],
    ] as const) {
      const all = await expected([...tenures], min, max);
      expect(all.length, query).toBeGreaterThanOrEqual(FEW_MATCHES);
      await expectPages(query, all, [1, 2, 5, 6]);
    }
  });

  it('sorts the matches when few plots match', async () => {
    for (const [query, tenures, min, max] of [
      ['tenure=LEASEHOLD&sizeUnit=acres&sizeMin=1&sizeMax=2', ['LEASEHOLD'], 1, 2],
      ['tenure=LEASEHOLD,FREEHOLD&sizeUnit=acres&sizeMin=4.1', ['LEASEHOLD', 'FREEHOLD'], 4.1],
      ['tenure=CUSTOMARY', ['CUSTOMARY']],
    ] as const) {
      const all = await expected([...tenures], min, max);
      expect(all.length, query).toBeLessThan(FEW_MATCHES);
      await expectPages(query, all, [1, 2]);
    }
  });
});
