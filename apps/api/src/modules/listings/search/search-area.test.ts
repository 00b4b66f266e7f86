import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { FEW_MATCHES } from './search.repository';
import { createListing, oneAgency, listingForm } from '../listings-test-helpers';

type Answer = { data: { id: string }[]; total: number };

/** Copies of one house on a grid of points north-east of Kololo, more than FEW_MATCHES of them. */
const COPIES = FEW_MATCHES + 100;
const SOUTH = 0.33;
const WEST = 32.6;
/** The copies' grid: 50 columns, 0.0004° apart (about 45 m). */
const COLUMNS = 50;
const STEP = 0.0004;

/**
 * A box or a radius sorted other than by distance: with fewer matches than FEW_MATCHES the page
 * is sorted from the area's own rows, with more the sort's index is walked. Either way every
 * page must be the one the whole sorted list gives, and the total the count (up to the cap).
 */
describe('listings search: a box or a radius in any order but distance', () => {
  let ctx: TestContext;
  /** The house every copy is made from. */
  let house: string;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as Answer;
  };

  /** The public listings in the box, in `order`, as PostgreSQL sorts them directly. */
  const expected = async (
    box: { south: number; west: number; north: number; east: number },
    order: 'newest' | 'price_asc',
  ) => {
    const by =
      order === 'newest'
        ? sql`published_at desc nulls last, created_at desc nulls last, id`
        : sql`price_amount asc, id asc`;
    const result = await ctx.database.db.execute(sql`select id from listing
      where deleted_at is null and status = 'ACTIVE'
        and latitude between ${box.south} and ${box.north}
        and longitude between ${box.west} and ${box.east}
      order by ${by}`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    house = (await createListing(ctx, agent, listingForm())).id;
    // Published a minute apart, priced in steps that repeat (ties broken by the id), on a grid.
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, title || ' ' || g, 1000000 * (1 + g % 37), currency, agency_id,
        agent_id, status, now() - g * interval '1 minute',
        ${SOUTH}::float8 + (g / ${COLUMNS}::int) * ${STEP}::float8,
        ${WEST}::float8 + (g % ${COLUMNS}::int) * ${STEP}::float8, place_ids
      from listing, generate_series(0, ${COPIES - 1}) g
      where id = ${house}`);
  });
  afterAll(() => ctx.close());

  const whole = {
    south: SOUTH - 0.001,
    west: WEST - 0.001,
    north: SOUTH + (COPIES / COLUMNS) * STEP + 0.001,
    east: WEST + COLUMNS * STEP + 0.001,
  };
  const corner = {
    south: SOUTH - 0.001,
    west: WEST - 0.001,
    north: SOUTH + 0.002,
    east: WEST + 0.003,
  };
  const bbox = (b: typeof whole) => `bbox=${b.south},${b.west},${b.north},${b.east}`;

  it('pages a box of many listings and a box of few as the whole sorted list does', async () => {
    for (const [box, more] of [
      [whole, true],
      [corner, false],
    ] as const) {
      const ids = await expected(box, 'newest');
      expect(ids.length >= FEW_MATCHES, JSON.stringify(box)).toBe(more);
      for (const page of [1, 2, 5]) {
        const answer = await search(`${bbox(box)}&pageSize=7&page=${page}`);
        expect(answer.total).toBe(Math.min(ids.length, SEARCH_TOTAL_CAP));
        expect(answer.data.map((l) => l.id)).toEqual(ids.slice((page - 1) * 7, page * 7));
      }
      const byPrice = await expected(box, 'price_asc');
      const cheapest = await search(`${bbox(box)}&sort=price_asc&pageSize=30&page=2`);
      expect(cheapest.data.map((l) => l.id)).toEqual(byPrice.slice(30, 60));
    }
  });

  it('answers a box with no listings at once, with no page and a total of 0', async () => {
    const lake = await search('bbox=0.0,32.7,0.05,32.75');
    expect(lake).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
  });

  it("counts a listing on the box's edge and not one a hair outside it", async () => {
    // The box is read through the point index too (`<@`): its edges are in, and a listing
    // 5e-7° south of it is out, in the count and on the page alike.
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, v.title, price_amount, currency, agency_id, agent_id, status,
        published_at, v.lat, 32.7, place_ids
      from listing, (values ('on the edge', 0.5::float8), ('a hair outside', 0.4999995::float8))
        v(title, lat)
      where id = ${house}`);
    const box = { south: 0.5, west: 32.69, north: 0.51, east: 32.71 };
    const ids = await expected(box, 'newest');
    expect(ids).toHaveLength(1);
    const answer = await search(bbox(box));
    expect(answer.total).toBe(1);
    expect(answer.data.map((l) => l.id)).toEqual(ids);
  });

  it('counts a radius as the listings within it by the haversine distance, to its very edge', async () => {
    // The radius's box must reach the whole circle: two listings just inside the radius due
    // north and due east of a centre.
    const centre = { lat: SOUTH + 7 * STEP, lng: WEST + 33 * STEP };
    const km = 0.5;
    const angle = (km / 6371) * (180 / Math.PI) * (1 - 1e-9);
    const east = angle / Math.cos((centre.lat * Math.PI) / 180);
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
        status, published_at, latitude, longitude, place_ids)
      select kind, purpose, v.title, price_amount, currency, agency_id, agent_id, status,
        published_at, v.lat, v.lng, place_ids
      from listing, (values ('due north', ${centre.lat + angle}::float8, ${centre.lng}::float8),
        ('due east', ${centre.lat}::float8, ${centre.lng + east * (1 - 1e-6)}::float8)) v(title, lat, lng)
      where id = ${house}`);
    const within = async (p: { lat: number; lng: number }, r: number) =>
      rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql`select count(*)::int as n from listing
          where deleted_at is null and status = 'ACTIVE' and (2 * 6371 * asin(sqrt(
            power(sin(radians(latitude - ${p.lat}) / 2), 2)
            + cos(radians(${p.lat})) * cos(radians(latitude))
              * power(sin(radians(longitude - ${p.lng}) / 2), 2)))) <= ${r}`),
      )[0]!.n;
    for (const [p, r] of [
      [centre, km],
      [centre, 0.2],
      [{ lat: SOUTH, lng: WEST }, 1],
      [{ lat: SOUTH + 0.01, lng: WEST + 0.01 }, 0.8],
      [{ lat: SOUTH + 0.02, lng: WEST + 0.025 }, 3],
    ] as const) {
      const n = await within(p, r);
      expect(n, JSON.stringify([p, r])).toBeGreaterThan(1);
      for (const sort of ['distance', 'newest'])
        expect(
          (await search(`lat=${p.lat}&lng=${p.lng}&radiusKm=${r}&sort=${sort}&pageSize=1`)).total,
          JSON.stringify([p, r, sort]),
        ).toBe(n);
    }
    // The farthest two of the circle, on its last page by distance.
    const near = `lat=${centre.lat}&lng=${centre.lng}&radiusKm=${km}&sort=distance&pageSize=100`;
    const { total } = await search(near);
    const last = await search(`${near}&page=${Math.ceil(total / 100)}`);
    const titles = last.data.map((l) => (l as unknown as { title: string }).title);
    expect(titles.slice(-2).sort()).toEqual(['due east', 'due north']);
  });

  it('pages a radius sorted by price as the listings within it sorted by price', async () => {
    // About 250 m around a point of the grid: a few dozen copies.
    const centre = { lat: SOUTH + 10 * STEP, lng: WEST + 10 * STEP };
    const all = await search(
      `lat=${centre.lat}&lng=${centre.lng}&radiusKm=0.25&sort=distance&pageSize=100`,
    );
    expect(all.total).toBeGreaterThan(20);
    expect(all.total).toBeLessThan(FEW_MATCHES);
    const answer = await search(
      `lat=${centre.lat}&lng=${centre.lng}&radiusKm=0.25&sort=price_asc&pageSize=10&page=2`,
    );
    expect(answer.total).toBe(all.total);
    const byPrice = await expected(whole, 'price_asc');
    const inside = new Set(all.data.map((l) => l.id));
    expect(answer.data.map((l) => l.id)).toEqual(
      byPrice.filter((id) => inside.has(id)).slice(10, 20),
    );
  });
});
