import { sql } from 'drizzle-orm';
import { listingMapQuerySchema, MAP_POINTS_FROM_ZOOM } from '@afrinest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import {
  createListing,
  listingForm,
  plotForm,
  behindTheApi,
  keptTableWrites,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';
import { createListingsMapRepository } from './listings-map.repository';
import { cellRangeOf } from './listings-map.service';

type Item =
  | { type: 'cluster'; lat: number; lng: number; count: number }
  | { type: 'point'; id: string; lat: number; lng: number };
type MapAnswer = { items: Item[]; total: number };

/** Boxes at zooms the grid holds: East Africa, Uganda, Kampala, Ntinda. */
const BOXES = [
  'bbox=-12,28,5,42&zoom=3',
  'bbox=-12,28,5,42&zoom=5',
  'bbox=-1.5,29.5,4.3,35&zoom=7',
  'bbox=0.2,32.5,0.5,32.7&zoom=10',
  'bbox=0.2,32.5,0.5,32.7&zoom=12',
  'bbox=0.34,32.6,0.37,32.64&zoom=13',
];
/** What the public sees: ACTIVE listings of agencies in public view. */
const PUBLIC = { statuses: ['ACTIVE' as const], publicAgenciesOnly: true };
/** Boxes at the zooms of the grid's totals alone (14–16): Ntinda and Entebbe's streets. */
const STREET_BOXES = [
  'bbox=0.34,32.6,0.37,32.64&zoom=14',
  'bbox=0.35,32.61,0.36,32.625&zoom=15',
  'bbox=0.05,32.47,0.06,32.49&zoom=16',
];
/** Filters the grid answers (sums over its kinds and purposes). */
const GRID_FILTERS = ['', '&kind=land', '&kind=house,apartment', '&purpose=RENT'];
/**
 * Price filters, which the bitmaps in map order answer (ADR 0037; the price grid that did until
 * 2026-11-29 is dropped), checked here after every write of the grid's tests: ends on band edges
 * (100 M, 40 M), partial ends holding listings (the 850 M houses in 800–860 M, the 300 M plot in
 * 280–300 M), no maximum, no minimum, another currency.
 */
const PRICE_FILTERS = [
  '&currency=UGX&priceMin=100000000&priceMax=900000000',
  '&currency=UGX&priceMin=115000000&priceMax=860000000',
  '&currency=UGX&priceMin=40000000',
  '&currency=UGX&priceMax=300000000',
  '&currency=USD&priceMin=1000',
];

/**
 * Filters the rooms rows answer (bedrooms up to ROOMS_GRID_TOP, a purpose at most): the houses'
 * 4 bedrooms, the flat's 1, the second Entebbe house's 6 (in the row of 5 or more); 6 is counted
 * live.
 */
const ROOMS_FILTERS = [
  '&bedrooms=0',
  '&bedrooms=2',
  '&bedrooms=5',
  '&bedrooms=4&purpose=SALE',
  '&purpose=RENT&bedrooms=1',
  '&bedrooms=6',
];

/**
 * The map's pre-aggregated grid (listing_map_cell and its totals listing_map_total, ADR 0014):
 * kept in step by triggers on every write, it answers exactly what counting the listings answers.
 */
describe('listings map grid', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyB: string;
  let agentB: Record<string, string>;
  const id: Record<string, string> = {};

  const map = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties/map?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as MapAnswer;
  };
  /** An edit of one of agency B's listings through the API, which must take it. */
  const updateAsAgentB = async (listingId: string, form: ReturnType<typeof listingForm>) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/properties/${listingId}`,
      headers: agentB,
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /**
   * The same map counted from the listings themselves (`ListingsMapRepository.cells`, the way a
   * map whose filters no grid or bitmap holds is answered), as the service would send it.
   */
  const countedLive = async (query: string): Promise<MapAnswer> => {
    const q = listingMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const box = q.bbox!;
    const cells = await createListingsMapRepository(ctx.database.db).cells(
      { ...q, bbox: box },
      PUBLIC,
      cellRangeOf(box, q.zoom),
    );
    return { items: JSON.parse(`[${cells.items}]`) as Item[], total: cells.n };
  };
  /** Order-free, float-tolerant view of an answer. */
  const shape = (m: MapAnswer) => ({
    total: m.total,
    items: m.items
      .map((i) =>
        i.type === 'cluster'
          ? `cluster ${i.count} ${i.lat.toFixed(9)} ${i.lng.toFixed(9)}`
          : `point ${i.id} ${i.lat} ${i.lng}`,
      )
      .sort(),
  });
  /**
   * The counts of an answer, order-free: the bitmaps in map order draw a cluster at the centre
   * of all its cell's public listings (ADR 0037), not of those that match.
   */
  const counts = (m: MapAnswer) => ({
    total: m.total,
    items: m.items
      .map((i) => (i.type === 'cluster' ? `cluster ${i.count}` : `point ${i.id} ${i.lat} ${i.lng}`))
      .sort(),
  });
  /**
   * Rows of the grid's tables whose count or coordinate sums differ from the public listings
   * counted afresh, keyed by zoom, cell and what they group by: kind and purpose
   * (`listing_map_cell`), nothing (`listing_map_total`, '*', also at the street zooms 14–16) or
   * purpose and bedrooms up to 5 (`listing_map_rooms`).
   */
  const drift = async () =>
    (
      (await ctx.database.db.execute(sql`
        with l as (
          select z as zoom, floor(l.latitude / listing_map_cell_deg(z))::int as cy,
            floor(l.longitude / listing_map_cell_deg(z))::int as cx, l.kind || ' ' || l.purpose as kp,
            -- Null without bedrooms (least() would skip the null).
            'rooms ' || l.purpose || ' ' || (case when l.bedrooms > 5 then 5 else l.bedrooms end) as pb,
            l.latitude, l.longitude
          from listing l join agency a on a.id = l.agency_id and a.status = 'ACTIVE',
            generate_series(1, 16) z
          where l.status = 'ACTIVE' and l.deleted_at is null and l.latitude is not null
        ),
        fresh as (
          select zoom, cy, cx, kp as key, count(*)::int as n, sum(latitude) as sum_lat,
            sum(longitude) as sum_lng from l where zoom <= 13 group by 1, 2, 3, 4
          union all
          select zoom, cy, cx, '*', count(*)::int, sum(latitude), sum(longitude) from l group by 1, 2, 3
          union all
          select zoom, cy, cx, pb, count(*)::int, sum(latitude), sum(longitude) from l
          where zoom <= 13 and pb is not null group by 1, 2, 3, 4
        ),
        kept as (
          select zoom, cy, cx, kind || ' ' || purpose as key, n, sum_lat, sum_lng from listing_map_cell
          union all
          select zoom, cy, cx, '*', n, sum_lat, sum_lng from listing_map_total
          union all
          select zoom, cy, cx, 'rooms ' || purpose || ' ' || bedrooms, n, sum_lat, sum_lng
          from listing_map_rooms
        )
        select zoom, cy, cx, key, kept.n as kept, fresh.n as counted
        from kept full join fresh using (zoom, cy, cx, key)
        where kept.n is distinct from fresh.n
          or abs(kept.sum_lat - fresh.sum_lat) > 1e-9 or abs(kept.sum_lng - fresh.sum_lng) > 1e-9`)) as {
        rows: unknown[];
      }
    ).rows;
  /**
   * Every box and grid filter: the grid's answer equals the same map counted from the listings,
   * and so for every price filter and every rooms filter.
   */
  async function expectGridEqualsListings() {
    expect(await drift()).toEqual([]);
    // A map with no filter at the totals' street zooms: zoom 14's clusters, and a crowded box's
    // from zoom 15 (a limit of one marker here) are the whole cells counted from the listings.
    for (const box of STREET_BOXES) {
      const q = listingMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(box)));
      if (q.zoom < MAP_POINTS_FROM_ZOOM)
        expect(shape(await map(box)), box).toEqual(shape(await countedLive(box)));
      const range = cellRangeOf(q.bbox!, q.zoom);
      const repo = createListingsMapRepository(ctx.database.db);
      const crowded = await repo.markers({ ...q, bbox: q.bbox! }, PUBLIC, range, 1, {
        fromTotals: true,
      });
      const answer = { items: JSON.parse(`[${crowded.items}]`) as Item[], total: crowded.n };
      expect(shape(answer), `${box} crowded`).toEqual(shape(await countedLive(box)));
    }
    for (const box of BOXES) {
      for (const filter of GRID_FILTERS) {
        const grid = await map(`${box}${filter}`);
        const counted = await countedLive(`${box}${filter}`);
        expect(shape(grid), `${box}${filter}`).toEqual(shape(counted));
      }
      for (const filter of PRICE_FILTERS) {
        const bits = await map(`${box}${filter}`);
        const counted = await countedLive(`${box}${filter}`);
        expect(counts(bits), `${box}${filter}`).toEqual(counts(counted));
      }
      for (const filter of ROOMS_FILTERS) {
        const grid = await map(`${box}${filter}`);
        const counted = await countedLive(`${box}${filter}`);
        expect(shape(grid), `${box}${filter}`).toEqual(shape(counted));
      }
    }
  }

  beforeAll(async () => {
    // Each check asks the map some 100 times, over the default limit of 600 a minute.
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    ({ admin, agencyB, agent, agentB } = await twoAgencies(ctx));
    id.house = (await createListing(ctx, agent, listingForm())).id;
    // Prices spread over bands (price-bands.ts), some inside PRICE_FILTERS' partial ends.
    const ugx = (amount: number) => ({ price: { amount, currency: 'UGX' as const } });
    id.plot = (await createListing(ctx, agent, plotForm(ugx(117_000_000)))).id;
    id.flat = (
      await createListing(
        ctx,
        agent,
        listingForm({
          kind: 'apartment',
          purpose: 'RENT',
          rentPeriod: 'MONTH',
          title: 'Flat in Ntinda',
          ...ugx(2_500_000),
          bedrooms: 1,
          landSize: null,
          latitude: 0.3541,
          longitude: 32.6172,
        }),
      )
    ).id;
    id.kira = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Plot in Kira',
          ...ugx(300_000_000),
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
          title: 'Plot in Mbarara',
          ...ugx(45_000_000),
          location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
          latitude: -0.607,
          longitude: 30.654,
        }),
      )
    ).id;
    id.entebbe = (
      await createListing(
        ctx,
        agentB,
        listingForm({ title: 'House in Entebbe', latitude: 0.056, longitude: 32.48 }),
      )
    ).id;
    id.entebbe2 = (
      await createListing(
        ctx,
        agentB,
        listingForm({
          title: 'Second house in Entebbe',
          price: { amount: 25_000_000, currency: 'USD' },
          bedrooms: 6,
          latitude: 0.0571,
          longitude: 32.4812,
        }),
      )
    ).id;
    // Just south of the Kampala box's first row of cells at zoom 12 (its edge 9 × 0.0205993… =
    // 0.1853942…), within the hair by which a map counted live widens its box: the map reads it
    // and must leave its cell out, as the grid does.
    id.edge = (
      await createListing(
        ctx,
        agentB,
        listingForm({ title: 'House below the edge', latitude: 0.18538, longitude: 32.6 }),
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('holds the public listings after they are created', async () => {
    expect((await map(BOXES[2]!)).total).toBe(8);
    await expectGridEqualsListings();
  });

  it('is what unfiltered and kind or purpose maps read; a rebuild recomputes it', async () => {
    // One cell changed behind the triggers' back, by 5 for land for sale and by 7 in its total,
    // shows in the grid's answers only: the unfiltered map reads the totals, a kind the cells.
    const mbarara = sql`zoom = 7 and cx = floor(30.654 / listing_map_cell_deg(7))
      and cy = floor(-0.607 / listing_map_cell_deg(7))`;
    await behindTheApi(
      ctx,
      sql`update listing_map_cell set n = n + 5 where ${mbarara} and kind = 'land' and purpose = 'SALE'`,
    );
    await behindTheApi(ctx, sql`update listing_map_total set n = n + 7 where ${mbarara}`);
    // And the Entebbe houses' rooms row (4 bedrooms, for sale) by 2.
    const entebbe = sql`zoom = 7 and cx = floor(32.48 / listing_map_cell_deg(7))
      and cy = floor(0.056 / listing_map_cell_deg(7))`;
    await behindTheApi(
      ctx,
      sql`update listing_map_rooms set n = n + 2 where ${entebbe} and purpose = 'SALE' and bedrooms = 4`,
    );
    expect((await map(BOXES[2]!)).total).toBe(15);
    // The four houses of 4 or 6 bedrooms (the flat has 1, the plots none).
    expect((await map(`${BOXES[2]!}&bedrooms=2`)).total).toBe(6);
    expect((await countedLive(`${BOXES[2]!}&bedrooms=2`)).total).toBe(4);
    expect((await map(`${BOXES[2]!}&kind=land`)).total).toBe(8);
    expect((await countedLive(BOXES[2]!)).total).toBe(8);
    expect(await drift()).toHaveLength(3);
    await behindTheApi(ctx, sql`select listing_map_cell_rebuild()`);
    await expectGridEqualsListings();
  });

  it('follows every write: edits of place and kind, statuses, deletes, an agency leaving and returning', async () => {
    const totals: Partial<Record<WriteStep, number>> = {};
    await keptTableWrites(
      ctx,
      { agent, admin },
      {
        moved: id.house!,
        rekinded: id.flat!,
        toggled: id.kira!,
        deleted: id.plot!,
        agencyId: agencyB,
        removed: id.mbarara!,
      },
      async (step) => {
        totals[step] = (await map(BOXES[2]!)).total;
        await expectGridEqualsListings();
      },
    );
    // Agency B's three houses leave and come back; the plot in Mbarara leaves last.
    expect(totals).toEqual({
      moved: 8,
      rekinded: 8,
      inactive: 7,
      deleted: 7,
      suspended: 4,
      restored: 7,
      removed: 6,
    });
  });

  it('follows a listing between prices and currencies when only its price changes', async () => {
    const edit = async (price: { amount: number; currency: 'UGX' | 'USD' }) => {
      const form = listingForm({
        title: 'House in Entebbe',
        price,
        latitude: 0.056,
        longitude: 32.48,
      });
      await updateAsAgentB(id.entebbe!, form);
      await expectGridEqualsListings();
    };
    const inBox = (filter: string) => map(`${BOXES[2]!}${filter}`).then((m) => m.total);
    // Left by the writes above: the 300 M plot in Kira alone (the 117 M plot is deleted, the
    // 45 M one removed, the flat re-priced at 850 M).
    expect(await inBox('&currency=UGX&priceMax=300000000')).toBe(1);
    await edit({ amount: 150_000_000, currency: 'UGX' });
    expect(await inBox('&currency=UGX&priceMax=300000000')).toBe(2);
    await edit({ amount: 150_000, currency: 'USD' });
    expect(await inBox('&currency=UGX&priceMax=300000000')).toBe(1);
    expect(await inBox('&currency=USD&priceMin=1000')).toBe(2);
  });

  it('moves a listing between rooms rows when only its bedrooms change', async () => {
    const rooms = (filter: string) => map(`${BOXES[2]!}${filter}`).then((m) => m.total);
    const before = await rooms('&bedrooms=3');
    const form = listingForm({
      title: 'Second house in Entebbe',
      price: { amount: 25_000_000, currency: 'USD' },
      bedrooms: 2,
      latitude: 0.0571,
      longitude: 32.4812,
    });
    await updateAsAgentB(id.entebbe2!, form);
    expect(await rooms('&bedrooms=3')).toBe(before - 1);
    await expectGridEqualsListings();
  });
});
