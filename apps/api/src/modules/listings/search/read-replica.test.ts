import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import type { Database } from '../../../platform/db/client';
import { createListing, listingForm, oneAgency } from '../listings-test-helpers';

/**
 * READ_DATABASE_URL (issue 40): search, map, places and sitemap read through `database.read`,
 * the replica where there is one. Here `read` is the same database, counted as it is used.
 */
describe('public reads go to the read connection', () => {
  let ctx: TestContext;
  let reads = 0;
  const counted = (fresh: Database): Database => ({
    ...fresh,
    read: new Proxy(fresh.db, {
      get(target, key, receiver) {
        if (key === 'execute' || key === 'select') reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
  });

  beforeAll(async () => {
    ctx = await createTestApp({ LISTINGS_CACHE_TTL_MS: '0' }, { database: counted });
    const { agent } = await oneAgency(ctx);
    await createListing(ctx, agent, listingForm());
  });
  afterAll(() => ctx.close());

  it.each([
    '/api/properties?q=kololo',
    '/api/plots?sort=price_asc',
    '/api/properties/map?bbox=-1.5,29.5,4.3,35&zoom=7',
    '/api/properties/map?bbox=-1.5,29.5,4.3,35&zoom=7&bedrooms=2',
    '/api/properties/places',
    '/api/properties/sitemap',
  ])('%s', async (url) => {
    const before = reads;
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(reads).toBeGreaterThan(before);
  });
});
