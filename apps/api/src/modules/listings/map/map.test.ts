import { MAP_MAX_MARKERS } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { ref } from '../../geo/geo-test-helpers';
import { createListing, listingForm, plotForm, twoAgencies } from '../listings-test-helpers';
import { aboveDegrees, belowDegrees, nearDegrees } from './map-grid';

interface Cluster {
  type: 'cluster';
  lat: number;
  lng: number;
  count: number;
  bounds: { south: number; west: number; north: number; east: number };
}
interface Point {
  type: 'point';
  id: string;
  lat: number;
  lng: number;
  title: string;
  kind: string;
  purpose: string;
  price: { amount: number; currency: string };
}
type MapAnswer = { items: (Cluster | Point)[]; total: number };

/** Boxes: Uganda at country zoom, Ntinda at street zoom. */
const UGANDA = 'bbox=-1.5,29.5,4.3,35&zoom=7';
const NTINDA = 'bbox=0.35,32.61,0.36,32.625&zoom=16';

/**
 * GET /api/properties/map and /api/plots/map: clusters from the grid or counted live, points
 * from MAP_POINTS_FROM_ZOOM.
 */
describe('listings map', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyB: string;
  const id: Record<string, string> = {};

  const map = async (query: string, base = '/api/properties/map', headers = {}) => {
    const res = await ctx.app.inject({ url: `${base}?${query}`, headers });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as MapAnswer;
  };
  const clusters = (m: MapAnswer) => m.items.filter((i): i is Cluster => i.type === 'cluster');
  const points = (m: MapAnswer) => m.items.filter((i): i is Point => i.type === 'point');
  const counted = (m: MapAnswer) =>
    m.items.reduce((n, i) => n + (i.type === 'cluster' ? i.count : 1), 0);
  const setStatus = (agency: string, status: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${agency}/status`,
      headers: admin,
      payload: { status, reason: 'Unpaid fees' },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent, agentB, ...world } = await twoAgencies(ctx);
    ({ admin, agencyB } = world);
    // Kampala: Kololo, and two listings on the same Ntinda point; Kira; Mbarara far west.
    id.house = (await createListing(ctx, agent, listingForm())).id;
    id.flat = (
      await createListing(
        ctx,
        agent,
        listingForm({
          kind: 'apartment',
          purpose: 'RENT',
          rentPeriod: 'MONTH',
          title: 'Two-bedroom apartment in Ntinda',
          price: { amount: 2_500_000, currency: 'UGX' },
          landSize: null,
          location: { countryId: ref.uganda, cityId: ref.kampala, areaId: ref.ntinda },
          latitude: 0.354,
          longitude: 32.617,
        }),
      )
    ).id;
    id.acre = (
      await createListing(ctx, agent, plotForm({ price: { amount: 300_000_000, currency: 'UGX' } }))
    ).id;
    id.halfAcre = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Half-acre plot in Kira',
          landSize: { unit: 'decimals', value: 50 },
          land: { tenure: 'FREEHOLD', titleStatus: 'TITLE_IN_PROCESS' },
          price: { amount: 120_000_000, currency: 'UGX' },
          location: { countryId: ref.uganda, cityId: ref.kira },
          latitude: 0.397,
          longitude: 32.64,
        }),
      )
    ).id;
    id.mbarara = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Kibanja plot in Mbarara',
          land: { tenure: 'CUSTOMARY', titleStatus: 'UNTITLED' },
          price: { amount: 15_000, currency: 'USD' },
          location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
          latitude: -0.607,
          longitude: 30.654,
        }),
      )
    ).id;
    // Another agency's house in Entebbe, in the same country-zoom cell as Kampala.
    id.entebbe = (
      await createListing(
        ctx,
        agentB,
        listingForm({
          title: 'Lake view house in Entebbe',
          location: { countryId: ref.uganda, cityId: ref.kampala },
          latitude: 0.056,
          longitude: 32.48,
        }),
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('clusters at low zoom: one bubble per grid cell, counts summing to the total', async () => {
    const m = await map(UGANDA);
    expect(m.total).toBe(6);
    expect(counted(m)).toBe(6);
    // Kampala, Kira and Entebbe share a ~0.66° cell; Mbarara is alone, so it is a point.
    const [bubble] = clusters(m);
    expect(clusters(m)).toHaveLength(1);
    expect(bubble!.count).toBe(5);
    expect(bubble!.bounds).toEqual({ south: 0.056, west: 32.48, north: 0.397, east: 32.64 });
    expect(bubble!.lat).toBeCloseTo((0.329 + 0.354 * 2 + 0.397 + 0.056) / 5, 6);
    expect(points(m).map((p) => p.id)).toEqual([id.mbarara]);
  });

  it('sends degrees to six decimals, each cluster box holding what it counts', async () => {
    const sixDecimals = (deg: number) => Math.round(deg * 1e6) / 1e6 === deg;
    for (const query of [UGANDA, 'bbox=0.2,32.5,0.5,32.7&zoom=12', NTINDA]) {
      const m = await map(query);
      for (const p of points(m)) expect([p.lat, p.lng].every(sixDecimals), query).toBe(true);
      for (const c of clusters(m)) {
        const { south, west, north, east } = c.bounds;
        expect([c.lat, c.lng, south, west, north, east].every(sixDecimals), query).toBe(true);
        expect(south <= c.lat && c.lat <= north && west <= c.lng && c.lng <= east).toBe(true);
      }
    }
  });

  it('rounds degrees to the nearest millionth, and a box outward', () => {
    const [near, below, above] = [nearDegrees, belowDegrees, aboveDegrees];
    expect(near(0.34500800000000004)).toBe(0.345008);
    expect(near(-0.6072004)).toBe(-0.6072);
    expect(above(0.34500800000000004)).toBe(0.345009);
    expect(below(0.34500800000000004)).toBe(0.345008);
    expect(below(-0.60720049)).toBe(-0.607201);
    expect(above(-0.60720049)).toBe(-0.6072);
    // Already six decimals: kept, although 0.397 × 1e6 is 397000.00000000006 as floats.
    for (const deg of [0.397, 0.056, 32.64, -0.607, 179.999999])
      expect([near(deg), below(deg), above(deg)]).toEqual([deg, deg, deg]);
  });

  it('splits clusters as the zoom grows and keeps listings on one spot together', async () => {
    const m = await map('bbox=0.2,32.5,0.5,32.7&zoom=12');
    expect(m.total).toBe(4);
    expect(clusters(m).map((c) => c.count)).toEqual([2]); // the Ntinda flat and plot
    expect(
      points(m)
        .map((p) => p.id)
        .sort(),
    ).toEqual([id.house, id.halfAcre].sort());
  });

  it('answers points at high zoom with what a marker needs', async () => {
    const idsOf = (answer: MapAnswer) =>
      points(answer)
        .map((p) => p.id)
        .sort();
    const m = await map(NTINDA);
    expect(m.total).toBe(2);
    expect(m.items).toHaveLength(2);
    const flat = points(m).find((p) => p.id === id.flat);
    expect(flat).toEqual({
      type: 'point',
      id: id.flat,
      lat: 0.354,
      lng: 32.617,
      title: 'Two-bedroom apartment in Ntinda',
      kind: 'apartment',
      purpose: 'RENT',
      price: { amount: 2_500_000, currency: 'UGX' },
    });
    // A box with no listing in it: no markers.
    expect(await map('bbox=0.5,33.5,0.51,33.51&zoom=16')).toEqual({ items: [], total: 0 });
    // Boxes around the same two listings, run after run at zooms 15 to 17, keep finding them,
    // and only them.
    for (let run = 0; run < 8; run++) {
      const again = await map(`bbox=0.35,${32.61 - run / 1000},0.36,32.625&zoom=${15 + (run % 3)}`);
      expect(idsOf(again)).toEqual(idsOf(m));
    }
  });

  it('applies the search filters: kind, price, tenure, price per unit', async () => {
    const land = await map(`${UGANDA}&kind=land`);
    expect(land.total).toBe(3);
    expect(clusters(land).map((c) => c.count)).toEqual([2]);
    const priced = await map(`${UGANDA}&priceMin=100000000&priceMax=400000000&currency=UGX`);
    expect(priced.total).toBe(2);
    const freehold = await map(`${UGANDA}&tenure=FREEHOLD`);
    expect(freehold.items).toEqual([expect.objectContaining({ type: 'point', id: id.halfAcre })]);
    // 120M for half an acre is 240M per acre; 300M for one acre is 300M per acre.
    const perAcre = await map(
      `${UGANDA}&kind=land&currency=UGX&sizeUnit=acres&pricePerUnitMax=250000000`,
    );
    expect(points(perAcre).map((p) => p.id)).toEqual([id.halfAcre]);
    expect((await map(`${NTINDA}&purpose=RENT`)).items.map((i) => i.type)).toEqual(['point']);
  });

  it('serves plots only on the plots map', async () => {
    const m = await map(`${UGANDA}&kind=house`, '/api/plots/map');
    expect(m.total).toBe(3);
    expect((await map(NTINDA, '/api/plots/map')).items).toEqual([
      expect.objectContaining({ id: id.acre, kind: 'land' }),
    ]);
  });

  it('leaves out a suspended agency’s listings, and inactive ones', async () => {
    expect((await setStatus(agencyB, 'SUSPENDED')).statusCode).toBe(200);
    const m = await map(UGANDA);
    expect(m.total).toBe(5);
    expect(clusters(m)[0]!.count).toBe(4);
    expect((await setStatus(agencyB, 'ACTIVE')).statusCode).toBe(200);
    expect((await map(UGANDA)).total).toBe(6);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id.house}/status`,
      headers: admin,
      payload: { status: 'INACTIVE', note: '' },
    });
    expect(res.statusCode).toBe(200);
    expect((await map(UGANDA)).total).toBe(5);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id.house}/status`,
      headers: admin,
      payload: { status: 'ACTIVE', note: '' },
    });
  });

  it('refuses a bad box or zoom with field details', async () => {
    const bad = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/properties/map?${query}` });
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().error.details.fields).sort();
    };
    expect(await bad('zoom=7')).toEqual(['querystring.bbox']);
    expect(await bad('bbox=1,2,3&zoom=7')).toEqual(['querystring.bbox']);
    expect(await bad('bbox=1,2,0,3&zoom=7')).toEqual(['querystring.bbox']);
    expect(await bad('bbox=0,32,1,33')).toEqual(['querystring.zoom']);
    expect(await bad('bbox=0,32,1,33&zoom=0')).toEqual(['querystring.zoom']);
    expect(await bad('bbox=0,32,1,33&zoom=21')).toEqual(['querystring.zoom']);
    expect(await bad('bbox=0,32,1,33&zoom=7.5&kind=castle')).toEqual([
      'querystring.kind.0',
      'querystring.zoom',
    ]);
    // Uganda at street zoom would be a million cells: no screen shows that.
    expect(await bad('bbox=-1.5,29.5,4.3,35&zoom=16')).toEqual(['querystring.bbox']);
  });

  it('is public: anyone may look, signed in or not', async () => {
    const user = (await signInAs(ctx, 'USER')).auth;
    expect((await map(UGANDA, '/api/properties/map', user)).total).toBe(6);
    expect((await map(UGANDA)).total).toBe(6);
  });

  it('clusters anyway when a high-zoom box holds more than the marker limit', async () => {
    // Copies of the Ntinda plot spread over ~1 km, straight in SQL (only their count matters).
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, status,
        latitude, longitude, size_m2, tenure, title_status)
      select kind, purpose, title || ' ' || g, price_amount, currency, agency_id, status,
        0.36 + (g % 25) * 0.0004, 32.62 + (g / 25) * 0.0004, size_m2, tenure, title_status
      from listing, generate_series(1, ${MAP_MAX_MARKERS + 1}) g
      where id = ${id.acre}`);
    const box = 'bbox=0.355,32.615,0.375,32.635&zoom=15';
    // Past the grid's deepest zoom (MAP_GRID_MAX_ZOOM) a map is counted live from the listings
    // in the box, with a filter or without one: the copies alone, not the Ntinda flat and plot
    // just south of the box in the cells it touches.
    const [inBox] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from listing l
        join agency a on a.id = l.agency_id and a.status = 'ACTIVE'
        where l.status = 'ACTIVE' and l.deleted_at is null
          and l.latitude between 0.355 and 0.375 and l.longitude between 32.615 and 32.635`),
    );
    expect(inBox!.n).toBe(MAP_MAX_MARKERS + 1);
    for (const query of [`${box}&kind=land`, box]) {
      const m = await map(query);
      expect(m.total, query).toBe(inBox!.n);
      expect(clusters(m).length, query).toBeGreaterThan(0);
      expect(counted(m), query).toBe(m.total);
    }
    // Zoomed in on four grid spots (three of them taken), they are markers again.
    const close = await map('bbox=0.3595,32.6195,0.3605,32.6205&zoom=18');
    expect(close.items.map((i) => i.type)).toEqual(['point', 'point', 'point']);
  });

  it('draws every marker of a high-zoom box that holds exactly the marker limit', async () => {
    // Copies of the Ntinda plot far from the others, spread over ~1 km, straight in SQL.
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, status,
        latitude, longitude, size_m2, tenure, title_status)
      select kind, purpose, title || ' at the limit ' || g, price_amount, currency, agency_id,
        status, 1.5 + (g % 25) * 0.0004, 31.0 + (g / 25) * 0.0004, size_m2, tenure, title_status
      from listing, generate_series(1, ${MAP_MAX_MARKERS}) g
      where id = ${id.acre}`);
    const m = await map('bbox=1.495,30.995,1.515,31.015&zoom=15');
    expect(m.total).toBe(MAP_MAX_MARKERS);
    expect(m.items).toHaveLength(MAP_MAX_MARKERS);
    expect(m.items.every((i) => i.type === 'point')).toBe(true);
  });

  it('writes a marker whose title needs escaping as the title it is', async () => {
    const title = 'The "Lakeside" plot: ½ acre \\ naïve\ttab\n✓ 🏠';
    // A copy of the Ntinda flat far from the others, straight in SQL (only its title matters).
    await ctx.database.db.execute(sql`
      insert into listing (kind, purpose, title, price_amount, currency, agency_id, status,
        latitude, longitude)
      select kind, purpose, ${title}, price_amount, currency, agency_id, status, 2.2, 31.4
      from listing where id = ${id.flat}`);
    const m = await map('bbox=2.195,31.39,2.205,31.41&zoom=16');
    expect(m.items).toEqual([
      expect.objectContaining({ type: 'point', title, lat: 2.2, lng: 31.4 }),
    ]);
  });
});
