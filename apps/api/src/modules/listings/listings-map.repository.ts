import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { prepared, rowsOf, type Db } from '../../platform/db/client';
import { jsonCode, jsonObject, JsonSql } from '../../platform/db/json-object';
import { LISTING_KINDS } from '@afrinest/contract';
import { intArray, literal, textArray } from '../../platform/db/literal';
import {
  listingsWhere,
  sizeBoundsM2,
  type ListingScope,
  type ListingWhere,
} from './listings-where';
import { listingMapCells, listingMapRooms, listingMapTotals, listings } from './listings.schema';
import { mapOrderCounts, type MapOrderQuery } from './listings-map-order';
import { listingMapDelta } from './listings-map-order.schema';
import type { BandSpan } from './price-bands';
import { partialBands } from './listings-search-totals';

/**
 * The size range's ends of a map (`MapOrderQuery.sized`) as conditions beside the map's own
 * (which bound the size and kind): each one range of `listing_public_size_point_idx` (which holds
 * the point, the agency and the purpose too) per kind, every kind when none is asked, as the
 * index begins with the kind.
 */
function sizeEnds(sized: BandSpan, f: ListingWhere): SQL[] {
  const { min, max } = sizeBoundsM2(f);
  const anyKind = f.kind.length
    ? []
    : [sql`${listings.kind} = any(${textArray([...LISTING_KINDS])})`];
  return partialBands(listings.sizeM2, sized, min, max).map((edge) =>
    sql.join([...anyKind, edge], sql` and `),
  );
}

/** Map items as PostgreSQL wrote them (the contract's MapCluster or MapPoint), joined with commas. */
export interface MapItemsText {
  /** The listings they hold (a cluster its count, a point one). */
  n: number;
  items: string;
}
/** The grid cells a box touches at one zoom (cell indexes, both ends included). */
export interface CellRange {
  zoom: number;
  cellDeg: number;
  cy0: number;
  cy1: number;
  cx0: number;
  cx1: number;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Degrees to six decimals (11 cm at the equator), as JavaScript's `Math.round(x * 1e6) / 1e6`
 * would write them, in the same float arithmetic: a map draws nothing finer, and a float's
 * seventeen digits (0.34500800000000004) made a dense street viewport's answer a third longer.
 * `Math.round(x)` is `floor(x + 0.5)` but for x = 0.49999999999999994 (a coordinate within half
 * a millionth of a degree of 0, not a tie).
 */
export const nearDegrees = (column: SQL) =>
  sql`(floor(${column} * 1e6::float8 + 0.5) / 1e6::float8)`;
/**
 * Degrees rounded outward for a cluster's box, so that it still holds every listing it counts:
 * the nearest millionth when that is on the right side, else the next one out (an exact
 * millionth, 0.397 whose float times 1e6 is 397000.00000000006, stays as it is).
 */
export const belowDegrees = (column: SQL) => {
  const near = nearDegrees(column);
  return sql`(case when ${near} <= ${column} then ${near} else ${nearDegrees(sql`(${column} - 1e-6::float8)`)} end)`;
};
export const aboveDegrees = (column: SQL) => {
  const near = nearDegrees(column);
  return sql`(case when ${near} >= ${column} then ${near} else ${nearDegrees(sql`(${column} + 1e-6::float8)`)} end)`;
};
/** A double that is never null, as JSON text (it prints in its shortest exact form). */
const jsonNumber = (value: SQL) => new JsonSql(sql`(${value})::text`);

/**
 * A street map's marker (the contract's MapPoint) written by PostgreSQL from a located listing
 * (ADR 0032): the same `jsonObject` as a result card, the degrees rounded as sent.
 */
const pointJson = jsonObject({
  type: sql`'point'::text`,
  id: listings.id,
  lat: nearDegrees(sql`${listings.latitude}`),
  lng: nearDegrees(sql`${listings.longitude}`),
  title: listings.title,
  kind: jsonCode(listings.kind),
  purpose: jsonCode(listings.purpose),
  price: jsonObject({ amount: listings.priceAmount, currency: jsonCode(listings.currency) }),
});

/**
 * A cluster (the contract's MapCluster) written by PostgreSQL from a cell of `items`: its
 * listings' centre to the nearest millionth of a degree, their box rounded outward.
 */
const clusterJson = jsonObject({
  type: new JsonSql(sql`'"cluster"'`),
  lat: jsonNumber(nearDegrees(sql`cell.lat`)),
  lng: jsonNumber(nearDegrees(sql`cell.lng`)),
  count: jsonNumber(sql`cell.n`),
  bounds: jsonObject({
    south: jsonNumber(belowDegrees(sql`cell.south`)),
    west: jsonNumber(belowDegrees(sql`cell.west`)),
    north: jsonNumber(aboveDegrees(sql`cell.north`)),
    east: jsonNumber(aboveDegrees(sql`cell.east`)),
  }),
});

/** The one row of a statement that writes map items (`n`, `items`). */
const firstRow = (result: unknown): MapItemsText =>
  rowsOf<MapItemsText>(result)[0] ?? { n: 0, items: '' };

/** A ListingWhere with nothing set, for the visibility condition of the grid's one-listing look-up. */
const noFilters: ListingWhere = {
  kind: [],
  sizeUnit: 'sqm',
  tenure: [],
  titleStatus: [],
  features: [],
};

/** A listing's cell at the range's zoom: the grid's own expressions (migration 0009). */
const cy = (range: CellRange) => sql`floor(${listings.latitude} / ${range.cellDeg}::float8)`;
const cx = (range: CellRange) => sql`floor(${listings.longitude} / ${range.cellDeg}::float8)`;
/** Whether cell indexes `y`, `x` are in the range. */
const inRange = (y: SQL, x: SQL, range: CellRange) =>
  sql`${y} between ${range.cy0} and ${range.cy1} and ${x} between ${range.cx0} and ${range.cx1}`;
/**
 * A grid table's rows of the range's cells: each row of cells (cy) read on its own, so that the
 * key's cx after an equal cy bounds the read, not the whole band of latitude across the
 * continent (a Kampala viewport at zoom 12 in the price grid, since dropped: 17,245 → 9,263
 * index entries). The rows are one parameter (`intArray`), so a prepared statement stays one.
 */
const cellsIn = (cy: AnyColumn, cx: AnyColumn, range: CellRange) => {
  const rows = Array.from({ length: range.cy1 - range.cy0 + 1 }, (_, i) => range.cy0 + i);
  return sql`${cy} = any(${intArray(rows)}) and ${cx} between ${range.cx0} and ${range.cx1}`;
};
/** The box of the range's whole cells, a hair wider for float edges: the cell indexes decide. */
function wholeCells(range: CellRange) {
  const c = range.cellDeg;
  return {
    south: range.cy0 * c - c / 1024,
    north: (range.cy1 + 1) * c + c / 1024,
    west: range.cx0 * c - c / 1024,
    east: (range.cx1 + 1) * c + c / 1024,
  };
}
/**
 * The groups (cells) of a statement that are in the range. Checked on the groups, not on each
 * listing: said of the listings, the cells' bounds made the planner expect one row and sort every
 * listing of the viewport instead of hashing them (a dense street viewport 12 → 8 ms; a Kampala
 * viewport at zoom 12 with a price range, 23,442 listings, 34 → 14–23 ms). OFFSET 0 keeps
 * PostgreSQL from pushing the check on the groups' keys back down.
 */
const groupsInRange = (grouped: SQL, range: CellRange) =>
  sql`select * from (${grouped} offset 0) grouped
    where ${inRange(sql`grouped.cy`, sql`grouped.cx`, range)}`;

/** The listings that pass `where`, counted per cell of the range's zoom into what `items` writes. */
const countedCells = (where: SQL, range: CellRange) =>
  sql`select ${cy(range)} as cy, ${cx(range)} as cx, count(*)::int as n,
      avg(${listings.latitude}) as lat, avg(${listings.longitude}) as lng,
      min(${listings.latitude}) as south, min(${listings.longitude}) as west,
      max(${listings.latitude}) as north, max(${listings.longitude}) as east
    from ${listings}
    where ${where}
    group by 1, 2`;

/**
 * The grid's cells of a range, from the pre-aggregated tables (migrations 0009 and 0022): summed
 * over the kinds and purposes asked, or, with neither asked, the cells' totals (one row a cell).
 */
function gridRows(f: { kind: string[]; purpose?: string }, range: CellRange): SQL {
  const cellsOf = (g: typeof listingMapCells | typeof listingMapTotals) => [
    sql`${g.zoom} = ${range.zoom}`,
    cellsIn(g.cy, g.cx, range),
  ];
  if (!f.kind.length && !f.purpose) {
    const t = listingMapTotals;
    return sql`select ${t.cy} as cy, ${t.cx} as cx, ${t.n} as n,
        ${t.sumLat} / ${t.n} as lat, ${t.sumLng} / ${t.n} as lng,
        ${t.south} as south, ${t.west} as west, ${t.north} as north, ${t.east} as east
      from ${t}
      where ${sql.join(cellsOf(t), sql` and `)}`;
  }
  const g = listingMapCells;
  const filters = cellsOf(g);
  if (f.kind.length) filters.push(sql`${g.kind} in (${list(f.kind)})`);
  if (f.purpose) filters.push(sql`${g.purpose} = ${f.purpose}`);
  return summedCells(g, filters);
}

/** A grid table's rows that pass `filters`, summed per cell into what `items` writes. */
function summedCells(g: typeof listingMapCells | typeof listingMapRooms, filters: SQL[]): SQL {
  return sql`select ${g.cy} as cy, ${g.cx} as cx, sum(${g.n})::int as n,
      sum(${g.sumLat}) / sum(${g.n}) as lat, sum(${g.sumLng}) / sum(${g.n}) as lng,
      min(${g.south}) as south, min(${g.west}) as west,
      max(${g.north}) as north, max(${g.east}) as east
    from ${g}
    where ${sql.join(filters, sql` and `)}
    group by 1, 2`;
}

/**
 * The map in SQL (ADR 0014): grid cells anchored at 0°,0° (so clusters stay put while the map
 * pans), each cell whole once the box touches it, or points in the exact box. Cells come from
 * the pre-aggregated `listing_map_cell` when only kind and purpose filter, else from the listings.
 */
export function createListingsMapRepository(db: Db) {
  const l = listings;
  /** The listing of a cell of one, looked up inside its bounds through the point index. */
  const oneOf = (where: SQL, range: CellRange) => sql`
    left join lateral (
      select ${pointJson.text} as point from ${l}
      where cell.n = 1 and ${where}
        and ${l.latitude} between cell.south and cell.north
        and ${l.longitude} between cell.west and cell.east
        and floor(${l.latitude} / ${range.cellDeg}::float8) = cell.cy
        and floor(${l.longitude} / ${range.cellDeg}::float8) = cell.cx
      limit 1
    ) one on true`;
  /**
   * The map's items from its cells (`cell`, joined with `oneOf`), as the contract's JSON written
   * by PostgreSQL (ADR 0032): a cell of one its listing's marker, any other a cluster at its
   * listings' centre, its box rounded outward. With `n`, the listings they hold.
   */
  const items = (cells: SQL, where: SQL, range: CellRange) => itemsWith(cells, oneOf(where, range));
  /** `items` with the listing of a cell of one looked up as `one` says (a lateral join). */
  const itemsWith = (cells: SQL, one: SQL) => sql`
    with cell as (${cells})
    select coalesce(sum(cell.n), 0)::int as n,
      coalesce(string_agg(case when cell.n = 1 and one.point is not null then one.point
        else ${clusterJson.text} end, ','), '') as items
    from cell ${one}`;
  /** The listing of a cell of one by its id (`cell.one`), where the cells know it. */
  const oneById = sql`
    left join lateral (
      select ${pointJson.text} as point from ${l} where cell.n = 1 and ${l.id} = cell.one
    ) one on true`;
  return {
    /** Cells counted from the listings themselves, for any filter: whole cells of the range. */
    async cells(f: ListingWhere, scope: ListingScope, range: CellRange): Promise<MapItemsText> {
      // The box widened to the range's whole cells: the cell indexes decide.
      const { condition } = listingsWhere({ ...f, bbox: wholeCells(range) }, scope);
      const where = sql`${condition} and ${inRange(cy(range), cx(range), range)}`;
      return firstRow(
        await db.execute(items(groupsInRange(countedCells(condition, range), range), where, range)),
      );
    },
    /**
     * Cells from the pre-aggregated grid (`gridRows`): no listing is read.
     * Prepared (ADR 0030, amended 2026-11-27): planning it was half of PostgreSQL's time on a
     * country map, and its plan (the grid's key, then the listing of a cell of one through the
     * point index) does not depend on the box or the zoom.
     */
    async gridCells(
      f: { kind: string[]; purpose?: string },
      scope: ListingScope,
      range: CellRange,
    ): Promise<MapItemsText> {
      const { condition } = listingsWhere(
        { ...noFilters, kind: f.kind, purpose: f.purpose },
        scope,
      );
      return firstRow(await db.execute(prepared(items(gridRows(f, range), condition, range))));
    },
    /**
     * Cells of a map filtered by bedrooms (a minimum up to ROOMS_GRID_TOP) and a purpose at most,
     * from the grid's rooms rows (`listing_map_rooms`, migration 0024): no listing is read but a
     * cell of one's. A Kampala viewport at zoom 12 with 3 bedrooms or more had read its 230,822
     * listings one by one from an index (68 ms). Prepared, as `gridCells`.
     */
    async roomsCells(
      f: { purpose?: string; bedrooms: number },
      scope: ListingScope,
      range: CellRange,
    ): Promise<MapItemsText> {
      const r = listingMapRooms;
      const filters = [
        sql`${r.zoom} = ${range.zoom}`,
        cellsIn(r.cy, r.cx, range),
        sql`${r.bedrooms} >= ${f.bedrooms}`,
      ];
      if (f.purpose) filters.push(sql`${r.purpose} = ${f.purpose}`);
      const { condition } = listingsWhere(
        { ...noFilters, purpose: f.purpose, bedrooms: f.bedrooms },
        scope,
      );
      return firstRow(await db.execute(prepared(items(summedCells(r, filters), condition, range))));
    },
    /**
     * Cells of a map whose filters are terms of the bitmaps in map order (ADR 0037, migrations
     * 0026 and 0027): each cell's listings counted in its run of slots (`mapOrderCounts`), plus
     * those of `listing_map_delta` (not numbered where they are) and of a price or size range's
     * partial fine bands counted from the listings; each cluster drawn at the centre of all the cell's public
     * listings and zooming to their box (the grid's totals), since bitmaps count but do not
     * average; each part knows the listing of a cell of one it counted. A Kampala viewport at
     * zoom 12 with 2 bathrooms or more had counted its 73,093 listings one by one; a price range
     * too, since the price grid's bands (11 %) left thousands of listings at its ends to count
     * (dropped 2026-11-29). Prepared (ADR 0030).
     */
    async orderCells(
      asked: MapOrderQuery,
      f: ListingWhere,
      scope: ListingScope,
      range: CellRange,
    ): Promise<MapItemsText> {
      const { condition } = listingsWhere({ ...f, bbox: wholeCells(range) }, scope);
      // The delta's listings that pass the filters, each looked up by its key: joined the usual
      // way, a generic plan read the viewport's listings from the point index to find them
      // (213,043 index entries for an empty delta).
      const delta = sql`select found.cy, found.cx, found.id
        from ${listingMapDelta} cross join lateral (
          select ${cy(range)}::int as cy, ${cx(range)}::int as cx, ${l.id} as id from ${l}
          where ${l.id} = ${listingMapDelta.listingId} and ${condition} limit 1) found`;
      const notDelta = sql`not exists (
        select 1 from ${listingMapDelta} d where d.listing_id = ${l.id})`;
      // Counted from the listings: the delta's few, and those of a price or size range's partial
      // fine bands (its ends) but for the delta's, each end one range of an index that holds the
      // point too (the price's, `listing_public_price_point_idx`, or the size's).
      const ends = [
        ...(asked.priced ? partialBands(l.priceAmount, asked.priced, f.priceMin, f.priceMax) : []),
        ...(asked.sized ? sizeEnds(asked.sized, f) : []),
      ].map(
        (edge) => sql`select ${cy(range)}::int as cy, ${cx(range)}::int as cx, ${l.id} as id
          from ${l} where ${condition} and ${edge} and ${notDelta}`,
      );
      const fromListings = [delta, ...ends];
      const counted = groupsInRange(
        sql`select e.cy, e.cx, count(*)::int as n, (array_agg(e.id))[1] as one
          from (${sql.join(fromListings, sql` union all `)}) e group by 1, 2`,
        range,
      );
      // Each counted cell's totals looked up by the grid's key (as a subquery in the join, the
      // range's totals were read again for every cell).
      const t = listingMapTotals;
      const cells = sql`select counted.cy, counted.cx, counted.n, counted.one,
          ${t.sumLat} / ${t.n} as lat, ${t.sumLng} / ${t.n} as lng,
          ${t.south} as south, ${t.west} as west, ${t.north} as north, ${t.east} as east
        from (select cy, cx, sum(n)::int as n,
            (array_agg(one) filter (where n = 1 and one is not null))[1] as one
          from (${mapOrderCounts(asked.groups, range)} union all ${counted}) parts
          group by 1, 2 having sum(n) > 0) counted
        join ${t} on ${t.zoom} = ${range.zoom}::int and ${t.cy} = counted.cy
          and ${t.cx} = counted.cx`;
      // A cell of one's listing is known by the part that counted it (the slot of its one bit,
      // the delta's or an end's row): looked up through the point index instead, a bedrooms +
      // price map's 22 cells of one took 0.4–1.25 ms each.
      return firstRow(await db.execute(prepared(itemsWith(cells, oneById))));
    },
    /**
     * Every public listing numbered afresh in map order, the delta emptied (ADR 0037); nothing
     * when the delta is empty (the rebuild holds the bitmaps' lock for 25 s on a million).
     */
    async renumber(): Promise<void> {
      // Asked first: the rebuild truncates the delta, which a query reading it must not.
      const [waiting] = rowsOf<{ any: boolean }>(
        await db.execute(sql`select exists (select 1 from ${listingMapDelta}) as any`),
      );
      if (waiting?.any) await db.execute(sql`select listing_map_order_rebuild()`);
    },
    /**
     * The map from MAP_POINTS_FROM_ZOOM (ADR 0014): the listings in the box `f.bbox` as markers,
     * each the contract's MapPoint as PostgreSQL writes it (ADR 0032), when there are at most
     * `max`; else those same listings clustered (cells clipped to the box: every listing in it
     * lies in the range's cells, the floor of a division being monotonic). One statement: the
     * box's first max + 1 listings are read once (unordered, so the scan stops there in a crowded
     * box), their markers written only when they are all, and the clusters counted only when
     * they are not (a one-time filter on their count). Two statements before, the markers of a
     * crowded street written for nothing and its clusters planned each time (7–9 ms against
     * 3.3–3.5 one at a time on a Kampala street at zoom 16, 3,146 listings). `isPrepared` where
     * the filters are kind and purpose alone (ADR 0030, amended 2026-11-27): its plan, the public
     * point index read in the box, does not depend on the box. `fromTotals` where the map has no
     * filter and the grid's totals hold its zoom (ADR 0014, amended 2026-11-29): a crowded box's
     * clusters are the grid's whole cells, read rather than counted (Kampala's centre at zoom 16,
     * 11,095 listings, 10.6 ms one at a time).
     */
    async markers(
      f: ListingWhere,
      scope: ListingScope,
      range: CellRange,
      max: number,
      { isPrepared = false, fromTotals = false } = {},
    ): Promise<MapItemsText> {
      const { condition } = listingsWhere(f, scope);
      const located = sql`${l.latitude} is not null and ${l.longitude} is not null`;
      const crowded = sql`(select n from few) > ${literal(max)}`;
      // A map with no filter at the totals' zooms: the grid's whole cells (migration 0030), as
      // below MAP_POINTS_FROM_ZOOM, each cell of one's listing found wherever it lies in its
      // cell. Otherwise the listings in the box, counted.
      const clustered = fromTotals
        ? items(
            sql`${gridRows({ kind: [] }, range)} and ${crowded}`,
            listingsWhere(noFilters, scope).condition,
            range,
          )
        : items(countedCells(sql`${condition} and ${crowded}`, range), condition, range);
      // The box's rows carry what a marker writes, under the listing's own column names, so
      // that `pointJson` reads them through the alias.
      const statement = sql`
        with box as materialized (select ${l.id}, ${l.latitude}, ${l.longitude}, ${l.title},
            ${l.kind}, ${l.purpose}, ${l.priceAmount}, ${l.currency}
          from ${l} where ${condition} and ${located} limit ${literal(max + 1)}),
        few as materialized (select count(*)::int as n from box)
        select few.n, coalesce((select string_agg(${pointJson.text}, ',') from box as ${l}), '')
          as items
        from few where not ${crowded}
        union all
        select * from (${clustered}) clustered where ${crowded}`;
      return firstRow(await db.execute(isPrepared ? prepared(statement) : statement));
    },
  };
}
export type ListingsMapRepository = ReturnType<typeof createListingsMapRepository>;
