import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from '../agencies/agencies-test-helpers';
import { createListing, listingForm } from './listings-test-helpers';

type Answer = {
  data: { id: string; distanceKm: number; agency: { slug: string } | null }[];
  total: number;
};

/** Copies of the Kololo house on a line north of it, 0.1 km to ~15 km away. */
const COPIES = 40;
const POINT = { lat: 0.329, lng: 32.595 };

/**
 * Nearest first (ADR 0014): the search first reads a small circle around the point and widens
 * it only when the circle holds less than the page; every page must still be the true order.
 */
describe('listings search: nearest first', () => {
  let ctx: TestContext;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as Answer;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = (await createAgency(ctx, admin)).id;
    const agent = (await signInAs(ctx, 'AGENT', { agencyId: agency })).auth;
    const house = (await createListing(ctx, agent, listingForm())).id;
    // Squared steps: many listings close to the point, few far away, as around a city.
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, title || ' ' || g, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude + (g * g) * 0.000085, longitude, place_ids
      from listing, generate_series(1, ${COPIES}) g
      where id = ${house}`);
  });
  afterAll(() => ctx.close());

  it('pages through the listings in the order of their distance, whatever the circle read', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 9; page++) {
      const answer = await search(
        `lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=16&sort=distance&pageSize=5&page=${page}`,
      );
      expect(answer.total).toBe(COPIES + 1);
      expect(answer.data.every((l) => l.agency?.slug)).toBe(true);
      seen.push(...answer.data.map((l) => l.distanceKm));
    }
    expect(seen).toHaveLength(COPIES + 1);
    expect(seen[0]).toBe(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeGreaterThan(15);
  });

  it('finds the nearest without a radius, and only inside the radius with one', async () => {
    const anywhere = await search(`lat=${POINT.lat}&lng=${POINT.lng}&sort=distance&pageSize=3`);
    expect(anywhere.data.map((l) => l.distanceKm)).toEqual([0, 0.01, 0.04]);
    const within = await search(`lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=1&sort=distance`);
    expect(within.total).toBe(11);
    expect(within.data.every((l) => l.distanceKm <= 1)).toBe(true);
  });
});
