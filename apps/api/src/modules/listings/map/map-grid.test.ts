import { sql, type SQL } from 'drizzle-orm';
import { listingMapQuerySchema } from '@afrinest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { ref } from '../../geo/geo-test-helpers';
import {
  behindTheApi,
  createListing,
  keptTableWrites,
  listingForm,
  plotForm,
  twoAgencies,
  type WriteStep,
} from '../listings-test-helpers';
import { cellDegrees, cellRangeOf, MAP_GRID_MAX_ZOOM, nearDegrees } from './map-grid';
import { createListingsMapRepository, type Cell } from './map.repository';

type Item =
  | { type: 'cluster'; lat: number; lng: number; count: number }
  | { type: 'point'; id: string; lat: number; lng: number };
type MapAnswer = { items: Item[]; total: number };

/** A public listing as the reference count reads it: place, and what the filters look at. */
interface PublicListing {
  id: string;
  lat: number;
  lng: number;
  kind: string;
  purpose: string;
  currency: string;
  price: number;
  bedrooms: number | null;
  tenure: string | null;
}
type Keep = (l: PublicListing) => boolean;

/** Boxes at every kind of zoom the grid holds: East Africa, Uganda, Kampala, Ntinda. */
const BOXES = [
  'bbox=-12,28,5,42&zoom=3',
  'bbox=-12,28,5,42&zoom=5',
  'bbox=-1.5,29.5,4.3,35&zoom=7',
  'bbox=0.2,32.5,0.5,32.7&zoom=10',
  'bbox=0.2,32.5,0.5,32.7&zoom=12',
  'bbox=0.34,32.6,0.37,32.64&zoom=13',
  `bbox=0.34,32.6,0.37,32.64&zoom=${MAP_GRID_MAX_ZOOM}`,
];
const UGANDA = BOXES[2]!;
/** Filters the grid answers (it sums its kinds and purposes), each with the same test in code. */
const GRID_FILTERS: [string, Keep][] = [
  ['', () => true],
  ['&kind=land', (l) => l.kind === 'land'],
  ['&kind=house,apartment', (l) => l.kind === 'house' || l.kind === 'apartment'],
  ['&kind=house&purpose=SALE', (l) => l.kind === 'house' && l.purpose === 'SALE'],
  ['&purpose=RENT', (l) => l.purpose === 'RENT'],
];
/** Filters no grid holds: the map counts the listings in the box live. */
const LIVE_FILTERS: [string, Keep][] = [
  [
    '&currency=UGX&priceMin=100000000&priceMax=900000000',
    (l) => l.currency === 'UGX' && l.price >= 100_000_000 && l.price <= 900_000_000,
  ],
  ['&currency=USD&priceMin=1000', (l) => l.currency === 'USD' && l.price >= 1000],
  ['&bedrooms=2', (l) => (l.bedrooms ?? -1) >= 2],
  ['&purpose=SALE&bedrooms=5', (l) => l.purpose === 'SALE' && (l.bedrooms ?? -1) >= 5],
  ['&tenure=MAILO', (l) => l.tenure === 'MAILO'],
];
const WORLD = { south: -90, west: -180, north: 90, east: 180 };

const parse = (query: string) =>
  listingMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
type Box = typeof WORLD;
const holds = (box: Box, lat: number, lng: number) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;

/** Listings counted into the cells of a zoom, with the ids of each cell. */
function cellsOf(listings: PublicListing[], zoom: number) {
  const deg = cellDegrees(zoom);
  const cells = new Map<string, Cell & { ids: string[] }>();
  for (const l of listings) {
    const cy = Math.floor(l.lat / deg);
    const cx = Math.floor(l.lng / deg);
    const cell = cells.get(`${cy} ${cx}`) ?? {
      ...{ cy, cx, n: 0, sumLat: 0, sumLng: 0, onlyId: null, ids: [] },
      ...{ south: l.lat, west: l.lng, north: l.lat, east: l.lng },
    };
    cell.n += 1;
    cell.sumLat += l.lat;
    cell.sumLng += l.lng;
    cell.south = Math.min(cell.south, l.lat);
    cell.west = Math.min(cell.west, l.lng);
    cell.north = Math.max(cell.north, l.lat);
    cell.east = Math.max(cell.east, l.lng);
    cell.ids.push(l.id);
    cells.set(`${cy} ${cx}`, cell);
  }
  return [...cells.values()];
}

/**
 * The map the rules draw from these listings: the cells of the box's range (only the listings
 * in the box when counted live), each shown when its centre of mass is in the box, a cell of
 * one as its listing's marker, and a total of what is shown.
 */
function expectedMap(listings: PublicListing[], query: string, keep: Keep, live: boolean) {
  const q = parse(query);
  const box = q.bbox!;
  const r = cellRangeOf(box, q.zoom);
  const matching = listings.filter((l) => keep(l) && (!live || holds(box, l.lat, l.lng)));
  const items = cellsOf(matching, q.zoom)
    .filter((c) => c.cy >= r.cy0 && c.cy <= r.cy1 && c.cx >= r.cx0 && c.cx <= r.cx1)
    .filter((c) => holds(box, c.sumLat / c.n, c.sumLng / c.n))
    .map((c): Item =>
      c.n === 1
        ? { type: 'point', id: c.ids[0]!, lat: nearDegrees(c.sumLat), lng: nearDegrees(c.sumLng) }
        : {
            ...{ type: 'cluster', count: c.n },
            ...{ lat: nearDegrees(c.sumLat / c.n), lng: nearDegrees(c.sumLng / c.n) },
          },
    );
  return { items, total: items.reduce((n, i) => n + (i.type === 'cluster' ? i.count : 1), 0) };
}

/** Order-free lines of an answer. */
const lines = (m: MapAnswer) => ({
  total: m.total,
  items: m.items
    .map((i) =>
      i.type === 'cluster'
        ? `cluster ${i.count} ${i.lat} ${i.lng}`
        : `point ${i.id} ${i.lat} ${i.lng}`,
    )
    .sort(),
});
/**
 * The lines of `actual`, each cluster's centre taken from its twin in `expected` (same count,
 * within a millionth): sums added up in another order may round a centre the other way.
 */
function linesLike(actual: MapAnswer, expected: MapAnswer) {
  const twins = expected.items.filter((i) => i.type === 'cluster');
  const near = (a: number, b: number) => Math.abs(a - b) <= 1.5e-6;
  const items = actual.items.map((i) => {
    if (i.type !== 'cluster') return i;
    const twin = twins.find((t) => t.count === i.count && near(t.lat, i.lat) && near(t.lng, i.lng));
    if (!twin) return i;
    twins.splice(twins.indexOf(twin), 1);
    return { ...i, lat: twin.lat, lng: twin.lng };
  });
  return lines({ total: actual.total, items });
}
/** Order-free lines of cells: counts exact, sums to 1e-9 (added up in another order). */
const cellLines = (cells: Cell[]) =>
  cells.map((c) => `${c.cy} ${c.cx} ${c.n} ${c.sumLat.toFixed(9)} ${c.sumLng.toFixed(9)}`).sort();

/**
 * The map's pre-aggregated grid (listing_map_grid, docs/search.md): triggers append every change
 * of the public map to listing_map_grid_change, `listing_map_grid_fold()` adds them to the grid,
 * and a read sums the grid and the changes not yet folded. At every moment it must answer what
 * counting the public listings answers.
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
  const totalOf = async (query: string) => (await map(query)).total;
  const one = async <T>(statement: SQL) => rowsOf<T>(await ctx.database.db.execute(statement))[0]!;
  /** The grid's pending changes: how many, and their sum. */
  const pending = () =>
    one<{ rows: number; delta: number }>(sql`select count(*)::int as rows,
      coalesce(sum(delta), 0)::int as delta from listing_map_grid_change`);
  /** The grid's folded count at each zoom it holds. */
  const foldedTotals = async () =>
    rowsOf<{ zoom: number; n: number }>(
      await ctx.database.db.execute(sql`select z as zoom, coalesce(sum(g.n), 0)::int as n
        from generate_series(1, ${MAP_GRID_MAX_ZOOM}::int) z
        left join listing_map_grid g on g.zoom = z group by z order by z`),
    );
  const fold = () => one<{ n: number }>(sql`select listing_map_grid_fold() as n`);
  /** An edit of one of agency B's listings, or of its status, through the API, which takes it. */
  const putAsAgentB = async (url: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'PUT', url, headers: agentB, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The Entebbe house where the fold test moves it, with any field replaced. */
  const entebbeMoved = (over: Parameters<typeof listingForm>[0] = {}) =>
    listingForm({ title: 'House in Entebbe', latitude: 0.0605, longitude: 32.4705, ...over });

  const publicListings = async () =>
    rowsOf<PublicListing>(
      await ctx.database.db.execute(sql`
        select l.id, l.latitude as lat, l.longitude as lng, l.kind, l.purpose, l.currency,
          l.price_amount::float8 as price, l.bedrooms, l.tenure
        from listing l join agency a on a.id = l.agency_id and a.status = 'ACTIVE'
        where l.deleted_at is null and l.status = 'ACTIVE'
          and l.latitude is not null and l.longitude is not null`),
    );
  /**
   * The grid read by the repository over the world: at every zoom it holds, and with each grid
   * filter at a country zoom and the deepest (a filter's SQL is the same at every zoom).
   */
  const everyGridRead = () => {
    const repo = createListingsMapRepository(ctx.database.db, ctx.database.db);
    const zooms = Array.from({ length: MAP_GRID_MAX_ZOOM }, (_, i) => i + 1);
    const reads = [
      ...zooms.map((zoom) => ({ zoom, filter: GRID_FILTERS[0]! })),
      ...[7, MAP_GRID_MAX_ZOOM].flatMap((zoom) =>
        GRID_FILTERS.slice(1).map((filter) => ({ zoom, filter })),
      ),
    ];
    return Promise.all(
      reads.map(async ({ zoom, filter: [filter, keep] }) => ({
        key: `zoom ${zoom}${filter}`,
        zoom,
        keep,
        cells: await repo.gridCells(
          cellRangeOf(WORLD, zoom),
          parse(`bbox=0,0,1,1&zoom=${zoom}${filter}`),
        ),
      })),
    );
  };
  const linesOfReads = (reads: Awaited<ReturnType<typeof everyGridRead>>) =>
    reads.map((r) => [r.key, cellLines(r.cells)]);

  /**
   * The grid (read by the repository, and through the map for every box and grid filter) and
   * the live-counted maps (every box, every other filter) equal what the public listings
   * counted afresh give.
   */
  async function expectGridEqualsListings(label: string) {
    const listings = await publicListings();
    for (const { key, zoom, keep, cells: kept } of await everyGridRead()) {
      const counted = cellsOf(listings.filter(keep), zoom);
      expect(cellLines(kept), `${label}: ${key}`).toEqual(cellLines(counted));
      // A cell's box holds every listing it counts (it may be wider: bounds only grow).
      const byCell = new Map(kept.map((c) => [`${c.cy} ${c.cx}`, c]));
      const outside = counted.filter((c) => {
        const k = byCell.get(`${c.cy} ${c.cx}`)!;
        return k.south > c.south || k.west > c.west || k.north < c.north || k.east < c.east;
      });
      expect(outside, `${label}: ${key} bounds`).toEqual([]);
    }
    const maps = BOXES.flatMap((box) => [
      ...GRID_FILTERS.map(([filter, keep]) => ({ query: `${box}${filter}`, keep, live: false })),
      ...LIVE_FILTERS.map(([filter, keep]) => ({ query: `${box}${filter}`, keep, live: true })),
    ]);
    const answers = await Promise.all(maps.map((m) => map(m.query)));
    for (const [i, { query, keep, live }] of maps.entries()) {
      const expected = expectedMap(listings, query, keep, live);
      expect(linesLike(answers[i]!, expected), `${label}: ${query}`).toEqual(lines(expected));
    }
  }
  /** The check above, then the pending changes folded in, then the check again. */
  async function expectGridEqualsListingsAcrossTheFold(label: string) {
    await expectGridEqualsListings(`${label}, before the fold`);
    await behindTheApi(ctx, sql`select listing_map_grid_fold()`);
    expect((await pending()).rows).toBe(0);
    await expectGridEqualsListings(`${label}, after the fold`);
  }

  beforeAll(async () => {
    // Each check asks the map some 70 times, twice at every write: past the default limit.
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    ({ admin, agencyB, agent, agentB } = await twoAgencies(ctx));
    const ugx = (amount: number) => ({ price: { amount, currency: 'UGX' as const } });
    id.house = (await createListing(ctx, agent, listingForm())).id;
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
    // Two houses by the Kampala box's south edge (0.2), one each side of it, in one cell at
    // zooms 10 and 12 whose centre of mass is inside: that cell is shown whole.
    for (const [name, latitude] of [
      ['below', 0.198],
      ['above', 0.2055],
    ] as const)
      id[name] = (
        await createListing(
          ctx,
          agentB,
          listingForm({ title: `House ${name} the edge`, latitude, longitude: 32.6 }),
        )
      ).id;
  });
  afterAll(() => ctx.close());

  it('has the deepest zoom and the cell sizes of its SQL functions', async () => {
    const { zoom } = await one<{ zoom: number }>(sql`select listing_map_grid_max_zoom() as zoom`);
    expect(zoom).toBe(MAP_GRID_MAX_ZOOM);
    const sizes = rowsOf<{ deg: number }>(
      await ctx.database.db.execute(sql`select listing_map_cell_deg(z) as deg
        from generate_series(1, 20) z order by z`),
    );
    const zooms = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(sizes.map((s) => Number(s.deg))).toEqual(zooms.map(cellDegrees));
  });

  it('holds the public listings after they are created', async () => {
    expect(await totalOf(UGANDA)).toBe(9);
    // The cell by the Kampala box's edge: both houses in a cluster, one of them outside the box;
    // counted live (a bedrooms filter), only the one inside, as a marker.
    const kampala = 'bbox=0.2,32.5,0.5,32.7&zoom=12';
    expect((await map(kampala)).items).toContainEqual(
      expect.objectContaining({
        type: 'cluster',
        count: 2,
        lat: nearDegrees((0.198 + 0.2055) / 2),
      }),
    );
    const live = (await map(`${kampala}&bedrooms=4`)).items;
    expect(live.map((i) => (i.type === 'point' ? i.id : i.type)).sort()).toEqual(
      [id.house, id.above].sort(),
    );
    await expectGridEqualsListingsAcrossTheFold('created');
  });

  it('folds every pending change into the grid exactly once', async () => {
    expect((await pending()).rows).toBe(0);
    // Changes to fold: the Entebbe house moved a little (out of one cell, into another at the
    // deepest zooms) and the second one taken off the map (-1, +1, -1).
    await putAsAgentB(`/properties/${id.entebbe}`, entebbeMoved());
    const status = (status: string) =>
      putAsAgentB(`/api/properties/${id.entebbe2}/status`, { status, note: '' });
    await status('INACTIVE');
    const changes = await pending();
    expect(changes).toEqual({ rows: 3, delta: -1 });
    const folded = await foldedTotals();
    expect(folded.every((z) => z.n === 9)).toBe(true);
    const reads = await everyGridRead();

    expect((await fold()).n).toBe(changes.rows);
    expect(await pending()).toEqual({ rows: 0, delta: 0 });
    // Each zoom took the changes once: its count moved by their sum, and every read counts the
    // same (a cell's box may be narrower: the fold leaves out where its listings left).
    expect(await foldedTotals()).toEqual(folded.map((z) => ({ ...z, n: z.n + changes.delta })));
    expect(linesOfReads(await everyGridRead())).toEqual(linesOfReads(reads));
    // Nothing left to fold: a second fold changes nothing.
    expect((await fold()).n).toBe(0);
    expect(linesOfReads(await everyGridRead())).toEqual(linesOfReads(reads));
    await ctx.app.services.reads.bump();
    await expectGridEqualsListings('folded');

    await status('ACTIVE');
    expect(await pending()).toEqual({ rows: 1, delta: 1 });
    await expectGridEqualsListingsAcrossTheFold('back on the map');
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
        totals[step] = await totalOf(UGANDA);
        await expectGridEqualsListingsAcrossTheFold(step);
      },
    );
    // Agency B's four houses leave and come back; the plot in Mbarara leaves last.
    expect(totals).toEqual({
      moved: 9,
      rekinded: 9,
      inactive: 8,
      deleted: 8,
      suspended: 4,
      restored: 8,
      removed: 7,
    });
  });

  it('is left alone by an edit of price or bedrooms, which live-counted maps follow', async () => {
    const cheap = `${UGANDA}&currency=UGX&priceMax=300000000`;
    const roomy = `${UGANDA}&bedrooms=5`;
    const [cheapBefore, roomyBefore] = [await totalOf(cheap), await totalOf(roomy)];
    const changes = await pending();
    await putAsAgentB(
      `/properties/${id.entebbe}`,
      entebbeMoved({ price: { amount: 150_000_000, currency: 'UGX' }, bedrooms: 5 }),
    );
    expect(await pending()).toEqual(changes);
    expect(await totalOf(cheap)).toBe(cheapBefore + 1);
    expect(await totalOf(roomy)).toBe(roomyBefore + 1);
    await expectGridEqualsListingsAcrossTheFold('price and bedrooms edited');
  });

  // Last: it adds a listing the totals above do not expect.
  it('is what kind and purpose maps read; a rebuild recomputes it', async () => {
    // Left by the writes above: agency B's four houses, the house moved to Kira, the room, the
    // plot in Kira (the only land).
    expect([await totalOf(UGANDA), await totalOf(`${UGANDA}&kind=land`)]).toEqual([7, 1]);
    // Behind the triggers' back: a plot in Jinja inserted with them off; the Kira plot's cell
    // at zoom 7 made to count 5 more (its centre kept); a change appended that no write made.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
          status, published_at, latitude, longitude, place_ids, tenure, title_status, size_m2)
        select kind, purpose, 'Plot in Jinja', price_amount, currency, agency_id, agent_id,
          status, published_at, 0.44, 33.2, place_ids, tenure, title_status, size_m2
        from listing where id = ${id.kira}`);
    });
    await behindTheApi(
      ctx,
      sql`update listing_map_grid set n = n + 5, sum_lat = sum_lat * (n + 5) / n,
        sum_lng = sum_lng * (n + 5) / n
      where zoom = 7 and kind = 'land' and purpose = 'SALE'
        and cy = floor(0.397 / listing_map_cell_deg(7)) and cx = floor(32.64 / listing_map_cell_deg(7))`,
    );
    await behindTheApi(
      ctx,
      sql`insert into listing_map_grid_change (latitude, longitude, kind, purpose, delta)
        values (0.3, 32.5, 'house', 'SALE', 1)`,
    );
    // Unfiltered and kind maps read the grid; a tenure map counts the listings, Jinja's too.
    expect(await totalOf(UGANDA)).toBe(7 + 5 + 1);
    expect(await totalOf(`${UGANDA}&kind=land`)).toBe(1 + 5);
    expect(await totalOf(`${UGANDA}&kind=house&purpose=SALE`)).toBe(5 + 1);
    expect(await totalOf(`${UGANDA}&tenure=MAILO`)).toBe(2);

    await behindTheApi(ctx, sql`select listing_map_grid_rebuild()`);
    expect(await pending()).toEqual({ rows: 0, delta: 0 });
    expect([await totalOf(UGANDA), await totalOf(`${UGANDA}&kind=land`)]).toEqual([8, 2]);
    await expectGridEqualsListingsAcrossTheFold('rebuilt');
  });
});
