import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { EARTH_KM } from './geo';
import { createListing, oneAgency, listingForm } from '../listings-test-helpers';

type Answer = {
  data: { id: string; distanceKm: number; agency: { slug: string } | null }[];
  total: number;
};

/** Copies of the Kololo house on a line north of it, 0.1 km to ~15 km away. */
const COPIES = 40;
const POINT = { lat: 0.329, lng: 32.595 };

/**
 * Nearest first: the search walks the earth index in the order of distance (`<->`), with a
 * radius or without one; every page must be the true order of the haversine distance.
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
    const { agent } = await oneAgency(ctx);
    const house = (await createListing(ctx, agent, listingForm())).id;
    // Squared steps: many listings close to the point, few far away, as around a city.
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, title || ' ' || g, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude + (g * g) * 0.000085, longitude, place_ids
      from listing, generate_series(1, ${COPIES}) g
      where id = ${house}`);
    // Every third copy an apartment: a filtered nearest-first search.
    await ctx.database.db.execute(sql`
      update listing set kind = 'apartment' where title ~ ' [0-9]+$'
        and substring(title from ' ([0-9]+)$')::int % 3 = 0`);
    // Two on either side of ±180° on the equator (one 3.3 km away across it, one 10 km this side).
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, title || ' ' || v.name, price_amount, currency, agency_id, agent_id,
        status, published_at, 0, v.lng, place_ids
      from listing, (values ('across', -179.98::float8), ('this side', 179.9::float8)) v(name, lng)
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

  it('pages a filtered nearest-first search in the order of the whole sorted list', async () => {
    const query = `lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=16&sort=distance&kind=apartment`;
    const whole = await search(`${query}&pageSize=50`);
    expect(whole.total).toBe(Math.floor(COPIES / 3));
    const paged: string[] = [];
    for (let page = 1; page <= 5; page++)
      paged.push(...(await search(`${query}&pageSize=3&page=${page}`)).data.map((l) => l.id));
    expect(paged).toEqual(whole.data.map((l) => l.id));
  });

  it('counts and pages the nearest within radius after radius', async () => {
    // Copy g lies g² × 0.000085° north, R × that angle in km; no radius below falls within
    // 0.05 km of a copy.
    const kmOf = (g: number) => ((EARTH_KM * g * g * 0.000085) / 180) * Math.PI;
    for (let run = 0; run < 8; run++) {
      const radiusKm = 1.5 + 2 * run;
      const within = Array.from({ length: COPIES }, (_, i) => kmOf(i + 1)).filter(
        (km) => km <= radiusKm,
      );
      const answer = await search(
        `lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=${radiusKm}&sort=distance&pageSize=5`,
      );
      expect(answer.total, `${radiusKm} km`).toBe(within.length + 1);
      expect(answer.data.map((l) => l.distanceKm)).toEqual([0, 0.01, 0.04, 0.09, 0.15]);
    }
  });

  it('measures the nearest across ±180° of longitude on the globe', async () => {
    const [first] = (await search('lat=0&lng=179.99&sort=distance&pageSize=1')).data;
    expect(first!.distanceKm).toBeCloseTo(3.34, 1);
    const two = (await search('lat=0&lng=179.99&sort=distance&pageSize=2')).data;
    expect(two.map((l) => l.distanceKm)).toEqual([first!.distanceKm, 10.01]);
  });

  it('finds the nearest without a radius, and only inside the radius with one', async () => {
    const anywhere = await search(`lat=${POINT.lat}&lng=${POINT.lng}&sort=distance&pageSize=3`);
    expect(anywhere.data.map((l) => l.distanceKm)).toEqual([0, 0.01, 0.04]);
    const within = await search(`lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=1&sort=distance`);
    expect(within.total).toBe(11);
    expect(within.data.every((l) => l.distanceKm <= 1)).toBe(true);
    // A radius holding none, and a page past the last of one holding a few: empty, not an error.
    const none = await search('lat=0.5&lng=33.1&radiusKm=5&sort=distance');
    expect(none).toEqual({ ...none, data: [], total: 0 });
    const past = await search(`lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=1&sort=distance&page=2`);
    expect(past.data).toEqual([]);
  });
});
