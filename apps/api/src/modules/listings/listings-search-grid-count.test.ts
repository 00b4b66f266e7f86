import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { rowsOf } from '../../platform/db/client';
import { createTestApp, type TestContext } from '../../../test/helper';
import { BORDER_CELL_ROWS, gridCount } from './listings-search-totals';
import { listingsWhere, type ListingFilters } from './listings-where';
import { createListing, oneAgency, listingForm } from './listings-test-helpers';
import { cellDegrees, MAP_GRID_MAX_ZOOM } from './map-grid';

const POINT = { lat: 0.329, lng: 32.595 };
/** The finest grid's cell: its multiples are the edges of every zoom's cells. */
const CELL = cellDegrees(MAP_GRID_MAX_ZOOM);
const scope = { statuses: ['ACTIVE' as const], publicAgenciesOnly: true };
const none = { kind: [], tenure: [], titleStatus: [], features: [], sizeUnit: 'sqm' as const };
const paged = { sort: 'newest' as const, page: 1, pageSize: 20 };

/**
 * An area's total from the map's grid (`gridCount`): the whole cells' listings from
 * `listing_map_cell`, the border's counted one by one. It must be the count of the matches
 * exactly, for listings inside cells and on their very edges and corners.
 */
describe("listings search: an area's total from the map's grid", () => {
  let ctx: TestContext;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.json() as { total: number }).total;
  };
  /**
   * What the grid says for a search, its border read row by row of cells (or, with `cellRows` 0,
   * by boxes of the point index), and the matches counted one by one.
   */
  const counts = async (f: ListingFilters, cellRows = BORDER_CELL_ROWS) => {
    const where = listingsWhere(f, scope);
    const fromGrid = gridCount(f, scope, where.byArea, where.areaWalked, cellRows);
    if (!fromGrid) throw new Error(`no grid count for ${JSON.stringify(f)}`);
    const grid = await ctx.database.db.execute(sql`select ${fromGrid} as n`);
    const live = await ctx.database.db.execute(
      sql`select count(*)::int as n from listing where ${where.condition}`,
    );
    return {
      grid: rowsOf<{ n: number }>(grid)[0]!.n,
      live: rowsOf<{ n: number }>(live)[0]!.n,
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    const house = (await createListing(ctx, agent, listingForm())).id;
    const copy = (points: ReturnType<typeof sql>) =>
      ctx.database.db.execute(sql`
        insert into listing (kind, purpose, title, price_amount, currency, agency_id, agent_id,
          status, published_at, latitude, longitude, place_ids)
        select case when p.i % 3 = 0 then 'apartment' else kind end, purpose, title || ' ' || p.i,
          price_amount, currency, agency_id, agent_id, status, published_at, p.lat, p.lng, place_ids
        from listing, (${points}) p where id = ${house}`);
    // On the corners of the finest cells (and so on every zoom's edges) around the point.
    await copy(sql`select (y + 20) * 41 + x + 20 as i,
        (round(${POINT.lat}::float8 / ${CELL}::float8) + y) * ${CELL}::float8 as lat,
        (round(${POINT.lng}::float8 / ${CELL}::float8) + x) * ${CELL}::float8 as lng
      from generate_series(-20, 20) y, generate_series(-20, 20) x`);
    // Scattered inside cells, denser near the point.
    await copy(sql`select g as i, ${POINT.lat} + 0.25 * sin(g * 12.9898) * abs(sin(g * 4.1414)) as lat,
        ${POINT.lng} + 0.25 * sin(g * 78.233) * abs(sin(g * 7.3131)) as lng
      from generate_series(2000, 3200) g`);
  });
  afterAll(() => ctx.close());

  it('counts a radius exactly, for any radius and kind', async () => {
    for (const [lat, lng] of [
      [POINT.lat, POINT.lng],
      [POINT.lat + CELL / 3, POINT.lng - CELL * 2],
    ])
      for (const radiusKm of [0.5, 1, 2, 3.5, 5, 9, 16, 30])
        for (const kind of [[], ['apartment']])
          for (const cellRows of [BORDER_CELL_ROWS, 0]) {
            const f = { ...none, ...paged, kind, lat, lng, radiusKm };
            const { grid, live } = await counts(f, cellRows);
            expect(grid, `${radiusKm} km ${kind.join()} ${cellRows}`).toBe(live);
          }
  });

  it('counts a box exactly, whether its sides fall on cell edges or between them', async () => {
    for (const [half, shift] of [
      [0.005, 0],
      [0.02, CELL / 2],
      [0.05, 0],
      [0.1, CELL / 7],
      [0.3, 0],
    ] as const) {
      const edge = Math.round(POINT.lat / CELL) * CELL + shift;
      const bbox = {
        south: edge - half,
        north: edge + half,
        west: POINT.lng - half,
        east: POINT.lng + half,
      };
      for (const kind of [[], ['apartment']])
        for (const cellRows of [BORDER_CELL_ROWS, 0]) {
          const { grid, live } = await counts({ ...none, ...paged, kind, bbox }, cellRows);
          expect(grid, `${half} ${shift} ${kind.join()} ${cellRows}`).toBe(live);
        }
    }
  });

  it('reads the whole cells from the grid, the border alone one by one', async () => {
    // Every grid row one more than its cell holds: a total that reads the grid says more than
    // the live count by its inside cells, one that counts everything live would not.
    const bump = async (by: number) => {
      await ctx.database.db.execute(sql`update listing_map_total set n = n + ${by}`);
      await ctx.database.db.execute(
        sql`update listing_map_cell set n = n + ${by} where kind = 'apartment'`,
      );
    };
    await bump(1);
    try {
      const radius = { ...none, ...paged, ...POINT, radiusKm: 9 };
      const half = 0.1;
      const bbox = {
        south: POINT.lat - half,
        north: POINT.lat + half,
        west: POINT.lng - half,
        east: POINT.lng + half,
      };
      for (const f of [radius, { ...radius, kind: ['apartment'] }, { ...none, ...paged, bbox }]) {
        const { grid, live } = await counts(f);
        expect(grid - live, JSON.stringify(f)).toBeGreaterThan(10);
      }
    } finally {
      await bump(-1);
    }
  });

  it('counts the border up to what the cap leaves, exactly', async () => {
    // The cell of the point, inside a 9 km radius, made to hold more: the total then nears or
    // passes the cap, and the border is read only up to what the cap leaves.
    const f = { ...none, ...paged, ...POINT, radiusKm: 9 };
    const { live } = await counts(f);
    const cell = sql`zoom = ${MAP_GRID_MAX_ZOOM} and cy = floor(${POINT.lat}::float8 / ${CELL}::float8)
      and cx = floor(${POINT.lng}::float8 / ${CELL}::float8)`;
    const bump = (by: number) =>
      ctx.database.db.execute(sql`update listing_map_total set n = n + ${by} where ${cell}`);
    for (const [more, total] of [
      [SEARCH_TOTAL_CAP - 1 - live, SEARCH_TOTAL_CAP - 1],
      [SEARCH_TOTAL_CAP + 3 - live, SEARCH_TOTAL_CAP],
    ] as const) {
      await bump(more);
      try {
        expect((await counts(f)).grid, `${more} more`).toBe(total);
      } finally {
        await bump(-more);
      }
    }
  });

  it("reads a border's cells from their index in a plan made for every area", async () => {
    // Prepared and planned once for all values (ADR 0030), with sequential scans priced out: a
    // statement whose cell expressions differ from the index's (another constant, a parameter)
    // reads another index or the table, and the plan says which.
    const f = { ...none, ...paged, ...POINT, radiusKm: 9 };
    const where = listingsWhere(f, scope);
    const { sql: text, params } = new PgDialect().sqlToQuery(
      sql`select ${gridCount(f, scope, where.byArea, where.areaWalked)!} as n`,
    );
    const values = params.map((v) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`));
    const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
    await run('analyze listing');
    await run('set enable_seqscan = off');
    await run('set plan_cache_mode = force_generic_plan');
    try {
      await run(`prepare border_count as ${text}`);
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await run(`explain execute border_count(${values.join(', ')})`),
      ).map((row) => row['QUERY PLAN']);
      expect(plan.join('\n')).toMatch(/Index Only Scan using listing_public_cell_idx/);
    } finally {
      await run('deallocate all');
      await run('reset enable_seqscan');
      await run('reset plan_cache_mode');
    }
  });

  it('gives the totals the search answers with, and nothing for other filters', async () => {
    for (const query of [
      `lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=9`,
      `lat=${POINT.lat}&lng=${POINT.lng}&radiusKm=9&sort=distance`,
      `bbox=${POINT.lat - 0.1},${POINT.lng - 0.1},${POINT.lat + 0.1},${POINT.lng + 0.1}`,
    ]) {
      const params = Object.fromEntries(new URLSearchParams(query));
      const f = params.bbox
        ? {
            ...none,
            ...paged,
            bbox: (([south, west, north, east]) => ({ south, west, north, east }))(
              params.bbox.split(',').map(Number) as [number, number, number, number],
            ),
          }
        : { ...none, ...paged, lat: POINT.lat, lng: POINT.lng, radiusKm: 9 };
      const { live } = await counts(f);
      expect(live).toBeGreaterThan(100);
      expect(await search(query), query).toBe(live);
    }
    const priced = { ...none, ...paged, ...POINT, radiusKm: 5, priceMin: 1 };
    expect(gridCount(priced, scope, sql`true`, sql`true`)).toBeNull();
  });
});
