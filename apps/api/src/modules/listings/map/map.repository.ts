import { inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { listings as l } from '../listings.schema';
import { cellRangeOf, coarseZoomFor, type CellRange } from './map-grid';

/**
 * A box whose grid cells hold more public listings than this is read through the covering btree
 * indexes, its box checked on each entry, rather than through the point index.
 */
export const DENSE_AREA = 2 * SEARCH_TOTAL_CAP;

/** A grid cell's listings: count, sums of coordinates (centre of mass), box around them. */
export interface Cell {
  cy: number;
  cx: number;
  n: number;
  sumLat: number;
  sumLng: number;
  south: number;
  west: number;
  north: number;
  east: number;
  /** The listing of a cell of one, where the read knows it. */
  onlyId: string | null;
}
/** What a marker shows of a listing. */
export interface Marker {
  id: string;
  lat: number;
  lng: number;
  title: string;
  kind: string;
  purpose: string;
  priceAmount: number;
  currency: string;
}

const cellOf = (deg: SQL, column: SQL) => sql`floor(${column} / ${deg})::int`;
const numbers = (rows: Record<string, unknown>[]): Cell[] =>
  rows.map((r) => ({
    cy: Number(r.cy),
    cx: Number(r.cx),
    n: Number(r.n),
    sumLat: Number(r.sum_lat),
    sumLng: Number(r.sum_lng),
    south: Number(r.south),
    west: Number(r.west),
    north: Number(r.north),
    east: Number(r.east),
    onlyId: (r.only_id as string | null) ?? null,
  }));

/**
 * The map's reads (on `read`, a replica where there is one): the grid, cells counted live,
 * markers; and the grid's upkeep (on `db`, the primary).
 */
export function createListingsMapRepository(read: Db, db: Db) {
  const markerFields = {
    id: l.id,
    lat: sql<number>`${l.latitude}`.mapWith(Number),
    lng: sql<number>`${l.longitude}`.mapWith(Number),
    title: l.title,
    kind: l.kind,
    purpose: l.purpose,
    priceAmount: l.priceAmount,
    currency: l.currency,
  };

  const repo = {
    /**
     * The grid's cells in the range for these kinds and purpose (none: all), with the changes not
     * yet folded into it: exact at the moment of the read.
     */
    async gridCells(range: CellRange, f: { kind: string[]; purpose?: string }): Promise<Cell[]> {
      const deg = sql`listing_map_cell_deg(${range.zoom}::int)`;
      const kinds = f.kind.length ? sql`and kind = any(${sql.param(f.kind)}::text[])` : sql``;
      const purpose = f.purpose ? sql`and purpose = ${f.purpose}` : sql``;
      const result = await read.execute(sql`
        select cy, cx, sum(n)::int as n, sum(sum_lat) as sum_lat, sum(sum_lng) as sum_lng,
          min(south) as south, min(west) as west, max(north) as north, max(east) as east,
          null::text as only_id
        from (
          select cy, cx, n, sum_lat, sum_lng, south, west, north, east from listing_map_grid
          where zoom = ${range.zoom} and cy between ${range.cy0} and ${range.cy1}
            and cx between ${range.cx0} and ${range.cx1} ${kinds} ${purpose}
          union all
          select ${cellOf(deg, sql`latitude`)}, ${cellOf(deg, sql`longitude`)}, delta,
            delta * latitude, delta * longitude, latitude, longitude, latitude, longitude
          from listing_map_grid_change
          where latitude >= ${range.cy0}::int * ${deg} and latitude < (${range.cy1}::int + 1) * ${deg}
            and longitude >= ${range.cx0}::int * ${deg}
            and longitude < (${range.cx1}::int + 1) * ${deg} ${kinds} ${purpose}
        ) g
        group by cy, cx having sum(n) > 0`);
      return numbers(rowsOf(result));
    },

    /**
     * Cells of the listings matching `condition` (which holds the box), counted live from at
     * most `cap` of them, read in the table's order: a fair spread over the box when capped.
     */
    async liveCells(condition: SQL, zoom: number, cap: number): Promise<Cell[]> {
      const deg = sql`listing_map_cell_deg(${zoom}::int)`;
      const result = await read.execute(sql`
        select ${cellOf(deg, sql`m.latitude`)} as cy, ${cellOf(deg, sql`m.longitude`)} as cx,
          count(*)::int as n, sum(m.latitude) as sum_lat, sum(m.longitude) as sum_lng,
          min(m.latitude) as south, min(m.longitude) as west, max(m.latitude) as north,
          max(m.longitude) as east,
          case when count(*) = 1 then min(m.id::text) end as only_id
        from (select ${l.id}, ${l.latitude}, ${l.longitude} from ${l} where ${condition}
          limit ${cap}) m
        group by 1, 2`);
      return numbers(rowsOf(result));
    },

    /** Markers of matching listings (`condition` holds the box), at most `limit`. */
    points: (condition: SQL, limit: number): Promise<Marker[]> =>
      read.select(markerFields).from(l).where(condition).orderBy(l.id).limit(limit),

    /** Markers of these listings. */
    markers: (ids: string[]): Promise<Marker[]> =>
      ids.length
        ? read.select(markerFields).from(l).where(inArray(l.id, ids))
        : Promise.resolve([]),

    /**
     * The one listing matching `condition` inside each box (a grid cell of one's bounds), for
     * its marker.
     */
    async onlyIn(
      boxes: { south: number; west: number; north: number; east: number }[],
      condition: SQL,
    ): Promise<Marker[]> {
      if (!boxes.length) return [];
      const param = (pick: (b: (typeof boxes)[number]) => number) =>
        sql`${sql.param(boxes.map(pick))}::float8[]`;
      const found = await read.execute(sql`
        select m.* from unnest(${param((b) => b.south)}, ${param((b) => b.west)},
          ${param((b) => b.north)}, ${param((b) => b.east)}) as c(s, w, n, e)
        cross join lateral (
          select ${l.id} as id, ${l.latitude} as lat, ${l.longitude} as lng, ${l.title} as title,
            ${l.kind} as kind, ${l.purpose} as purpose, ${l.priceAmount} as "priceAmount",
            ${l.currency} as currency
          from ${l} where ${condition}
            and point(${l.longitude}, ${l.latitude}) <@ box(point(c.w, c.s), point(c.e, c.n))
          limit 1) m`);
      return rowsOf<Marker>(found).map((m) => ({
        ...m,
        lat: Number(m.lat),
        lng: Number(m.lng),
        priceAmount: Number(m.priceAmount),
      }));
    },

    /**
     * Whether the box is dense for these kinds and purpose: the grid's whole cells at a coarse
     * zoom (never fewer than are in it) hold more than DENSE_AREA public listings.
     */
    async isDense(
      box: { south: number; west: number; north: number; east: number },
      f: { kind: string[]; purpose?: string },
    ): Promise<boolean> {
      const cells = await repo.gridCells(cellRangeOf(box, coarseZoomFor(box)), f);
      return cells.reduce((n, c) => n + c.n, 0) > DENSE_AREA;
    },

    /** Folds the pending changes into the grid; how many there were. */
    async fold(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select listing_map_grid_fold() as n`),
      );
      return row?.n ?? 0;
    },
  };
  return repo;
}
export type ListingsMapRepository = ReturnType<typeof createListingsMapRepository>;
