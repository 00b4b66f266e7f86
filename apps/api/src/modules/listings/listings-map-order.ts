import { sql, type SQL } from 'drizzle-orm';
import type { ListingMapQuery } from '@afrinest/contract';
import { intArray, textArray } from '../../platform/db/literal';
import type { CellRange } from './listings-map.repository';
import { MAP_GRID_MAX_ZOOM } from './map-grid';

/**
 * A map the bitmaps in map order answer (ADR 0037, migration 0026): its filters among kind,
 * purpose, bedrooms, bathrooms, tenure and title status, at the grid's zooms. Each filter is a
 * group of terms (any of them), the groups all required: `listing_map_terms()` writes the same.
 */
export type MapOrderGroups = string[][];

/** The most rooms the terms tell apart: `bed:5` and `bath:5` are five or more. */
export const MAP_ORDER_ROOMS_TOP = 5;

/** The query fields the bitmaps can answer (the service checks that no other is set). */
export const MAP_ORDER_FIELDS = new Set([
  'bbox',
  'zoom',
  'sizeUnit',
  'kind',
  'purpose',
  'bedrooms',
  'bathrooms',
  'tenure',
  'titleStatus',
]);

/** At least `min` rooms as terms: `prefix:min` up to the top one; null past the top. */
const atLeast = (prefix: string, min: number | undefined) => {
  if (min === undefined) return [];
  if (min > MAP_ORDER_ROOMS_TOP) return null;
  const counts = Array.from({ length: MAP_ORDER_ROOMS_TOP - min + 1 }, (_, i) => min + i);
  return [counts.map((n) => `${prefix}:${n}`)];
};

/**
 * The filters of a map that sets no field outside MAP_ORDER_FIELDS as groups of terms, or null
 * when the bitmaps cannot answer it (past the grid's zooms, rooms past the top, no filter).
 */
export function mapOrderGroups(q: ListingMapQuery): MapOrderGroups | null {
  if (q.zoom > MAP_GRID_MAX_ZOOM) return null;
  const bedrooms = atLeast('bed', q.bedrooms);
  const bathrooms = atLeast('bath', q.bathrooms);
  if (!bedrooms || !bathrooms) return null;
  const groups = [
    ...(q.kind.length ? [q.kind.map((k) => `kind:${k}`)] : []),
    ...(q.purpose ? [[`purpose:${q.purpose}`]] : []),
    ...bedrooms,
    ...bathrooms,
    ...(q.tenure.length ? [q.tenure.map((t) => `tenure:${t}`)] : []),
    ...(q.titleStatus.length ? [q.titleStatus.map((t) => `title:${t}`)] : []),
  ];
  return groups.length ? groups : null;
}

/**
 * The listings the bitmaps count in each cell of the range that has some (`cy`, `cx` in the
 * grid's own indexes, `n`): each cell's run of slots (`listing_map_run`, whose indexes are the
 * finest's offsets shifted to the zoom) counted in the groups' bitmap (each group's terms ORed,
 * the groups ANDed) in the blocks the runs cross, a run split where it crosses a block. Only
 * those blocks: a viewport's runs are far apart in the order where it straddles a high bit of
 * the cells' indexes (the equator, through Kampala), and the blocks between hold none of it.
 */
export function mapOrderCounts(groups: MapOrderGroups, range: CellRange): SQL {
  const shift = MAP_GRID_MAX_ZOOM - range.zoom;
  const oy = 16384 >> shift;
  const ox = 32768 >> shift;
  const rows = Array.from({ length: range.cy1 - range.cy0 + 1 }, (_, i) => range.cy0 + oy + i);
  const each = groups.map(
    (terms, i) => sql`${sql.raw(`g${i}`)} as (select t.block, bit_or(t.bits) as b
      from blocks join listing_map_bits t on t.block = blocks.block
      where t.term = any(${textArray(terms)})
      group by t.block)`,
  );
  const names = groups.map((_, i) => `g${i}`);
  const joined = names.slice(1).map((name) => sql` join ${sql.raw(name)} using (block)`);
  const anded = sql.raw(names.map((name) => `${name}.b`).join(' & '));
  return sql`with runs as materialized (select cy, cx, lo, hi from listing_map_run
      where zoom = ${range.zoom}::int and cy = any(${intArray(rows)})
        and cx between ${range.cx0 + ox}::int and ${range.cx1 + ox}::int),
    blocks as (select distinct generate_series(lo >> 16, (hi - 1) >> 16) as block from runs),
    ${sql.join(each, sql`, `)},
    matched as materialized (select block, ${anded} as b from g0${sql.join(joined, sql``)}),
    parts as (select r.cy, r.cx, m.b, greatest(r.lo - (m.block << 16), 0) as a,
        least(r.hi - (m.block << 16), 65536) as z
      from runs r join matched m on m.block between r.lo >> 16 and (r.hi - 1) >> 16)
    select cy - ${oy}::int as cy, cx - ${ox}::int as cx,
      sum(bit_count(substring(b from a + 1 for z - a)))::int as n
    from parts group by 1, 2`;
}
