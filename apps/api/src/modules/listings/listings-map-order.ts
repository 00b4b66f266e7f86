import { sql, type SQL } from 'drizzle-orm';
import type { ListingMapQuery } from '@afrinest/contract';
import { intArray, textArray } from '../../platform/db/literal';
import type { CellRange } from './listings-map.repository';
import { bitmapWords, wordSuccessor } from './listings-search-text-bits';
import { sizeBoundsM2 } from './listings-where';
import { MAP_GRID_MAX_ZOOM } from './map-grid';
import { fineBandsWithin, type BandSpan } from './price-bands';

/** The terms [from, to) in byte order: a word's lexemes, a currency's price bands, size bands. */
export interface TermRange {
  from: string;
  to: string;
}

/**
 * A filter as terms of the bitmaps in map order (ADR 0037, migrations 0026 and 0027), as
 * `listing_map_terms()` writes them: any of a list, or of some ranges of terms (a currency's
 * price bands and fine bands, or size bands, whose terms sort as their values do; a word's
 * lexemes).
 */
export type MapOrderGroup = string[] | TermRange[];

/**
 * A map the bitmaps answer: its filters among text, kind, purpose, rent period, a place, bedrooms,
 * bathrooms, tenure, title status, a price range in one currency or a size range (not both), at
 * the grid's zooms, each a group of terms (a word of the text its own group: the range of the
 * lexemes it begins), the groups all required. With a price range, `priced` holds the prices of
 * the fine bands wholly inside it (the groups hold those); the listings of the partial fine
 * bands at its two ends are counted from the listings, at most 1 % of the prices each. `sized`
 * says the same of a size range, in whole m².
 */
export interface MapOrderQuery {
  groups: MapOrderGroup[];
  priced?: BandSpan;
  sized?: BandSpan;
}

/** The most rooms the terms tell apart: `bed:5` and `bath:5` are five or more. */
const MAP_ORDER_ROOMS_TOP = 5;

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
  'currency',
  'priceMin',
  'priceMax',
  'sizeMin',
  'sizeMax',
  'rentPeriod',
  // A place at any level (`place_ids`); a place at one level (`placeLevel`) is counted live.
  'placeId',
  // Words as the text search's bitmaps take them (`bitmapWords`); other texts are counted live.
  'q',
]);

/**
 * Prices or sizes [from, to) as a range of terms after `prefix` ('price:UGX', 'pricem:UGX' and
 * 'pricef:UGX' for a currency's bands, middle bands and fine bands, 'size', 'sizem' and 'sizef'
 * for sizes in whole m²): each band's term is its lowest value in 19 digits, so terms sort as
 * values; no `to`, all the bands from `from`.
 */
const bandTerms = (prefix: string, { from, to }: BandSpan): TermRange => {
  const term = (band: number) => `${prefix}:${String(band).padStart(19, '0')}`;
  return { from: term(from), to: to === undefined ? `${prefix};` : term(to) };
};

/**
 * A range of values as one group: its fine bands wholly inside it, as the bands inside those, the
 * middle bands beside them and the fine bands beside those, with the span they hold (`within`,
 * the values outside counted from the listings); null when no fine band fits inside the range.
 */
function rangeGroup(band: string, mid: string, fine: string, min?: number, max?: number) {
  const within = fineBandsWithin(min, max);
  if (!within) return null;
  const ranges = [
    ...(within.bands ? [bandTerms(band, within.bands)] : []),
    ...within.mid.map((span) => bandTerms(mid, span)),
    ...within.fine.map((span) => bandTerms(fine, span)),
  ];
  return { groups: [ranges], within: within.priced };
}

/** The price filter as groups: a range in a currency, or all of a currency's bands. */
function priceGroup(q: ListingMapQuery) {
  const ranged = q.priceMin !== undefined || q.priceMax !== undefined;
  const { currency } = q;
  if (!currency) return ranged ? null : { groups: [] };
  if (!ranged) return { groups: [[bandTerms(`price:${currency}`, { from: 0 })]] };
  return rangeGroup(
    `price:${currency}`,
    `pricem:${currency}`,
    `pricef:${currency}`,
    q.priceMin,
    q.priceMax,
  );
}

/** The size filter as groups, its range in m² (as the search compares it). */
function sizeGroup(q: ListingMapQuery) {
  if (q.sizeMin === undefined && q.sizeMax === undefined) return { groups: [] };
  const { min, max } = sizeBoundsM2(q);
  return rangeGroup('size', 'sizem', 'sizef', min, max);
}

/** At least `min` rooms as terms: `prefix:min` up to the top one; null past the top. */
const atLeast = (prefix: string, min: number | undefined) => {
  if (min === undefined) return [];
  if (min > MAP_ORDER_ROOMS_TOP) return null;
  const counts = Array.from({ length: MAP_ORDER_ROOMS_TOP - min + 1 }, (_, i) => min + i);
  return [counts.map((n) => `${prefix}:${n}`)];
};

/** Each word of the text as the range of its lexemes' terms; null for words the terms miss. */
const wordGroups = (text: string | undefined) =>
  text === undefined
    ? []
    : bitmapWords(text)?.map((w) => [{ from: `word:${w}`, to: `word:${wordSuccessor(w)}` }]);

/**
 * The filters of a map that sets no field outside MAP_ORDER_FIELDS as groups of terms, or null
 * when the bitmaps cannot answer it (past the grid's zooms, rooms past the top, a price range
 * without a currency, a price or size range within one fine band, both ranges, a text of short
 * or other words, no filter).
 */
export function mapOrderGroups(q: ListingMapQuery): MapOrderQuery | null {
  if (q.zoom > MAP_GRID_MAX_ZOOM) return null;
  const bedrooms = atLeast('bed', q.bedrooms);
  const bathrooms = atLeast('bath', q.bathrooms);
  const price = priceGroup(q);
  const size = sizeGroup(q);
  const words = wordGroups(q.q);
  if (!bedrooms || !bathrooms || !price || !size || !words) return null;
  // Both ranges' ends counted from the listings would count a listing in both ends twice.
  if ('within' in price && 'within' in size) return null;
  const groups: MapOrderGroup[] = [
    ...words,
    ...(q.kind.length ? [q.kind.map((k) => `kind:${k}`)] : []),
    ...(q.purpose ? [[`purpose:${q.purpose}`]] : []),
    ...(q.rentPeriod ? [[`rent:${q.rentPeriod}`]] : []),
    ...(q.placeId ? [[`place:${q.placeId}`]] : []),
    ...bedrooms,
    ...bathrooms,
    ...(q.tenure.length ? [q.tenure.map((t) => `tenure:${t}`)] : []),
    ...(q.titleStatus.length ? [q.titleStatus.map((t) => `title:${t}`)] : []),
    ...price.groups,
    ...size.groups,
  ];
  if (!groups.length) return null;
  if ('within' in price) return { groups, priced: price.within };
  if ('within' in size) return { groups, sized: size.within };
  return { groups };
}

/** A group's terms as the condition on `listing_map_bits t`. */
const termsOf = (group: MapOrderGroup) =>
  isTermList(group)
    ? sql`t.term = any(${textArray(group)})`
    : sql.join(
        group.map((range) => sql`(t.term >= ${range.from} and t.term < ${range.to})`),
        sql` or `,
      );
const isTermList = (group: MapOrderGroup): group is string[] => typeof group[0] === 'string';

/**
 * The listings the bitmaps count in each cell of the range (`cy`, `cx` in the grid's own
 * indexes, `n`, and `one`, the listing of a cell of one, from the slot of its one bit): each
 * cell's run of slots (`listing_map_run`, whose indexes are the finest's offsets shifted to the
 * zoom) counted in the groups' bitmap (each group's terms ORed, the groups ANDed) in the blocks
 * the runs cross, a run split where it crosses a block. Only those blocks: a viewport's runs are
 * far apart in the order where it straddles a high bit of the cells' indexes (the equator,
 * through Kampala), and the blocks between hold none of it.
 */
export function mapOrderCounts(groups: MapOrderGroup[], range: CellRange): SQL {
  const shift = MAP_GRID_MAX_ZOOM - range.zoom;
  const oy = 16384 >> shift;
  const ox = 32768 >> shift;
  const rows = Array.from({ length: range.cy1 - range.cy0 + 1 }, (_, i) => range.cy0 + oy + i);
  const each = groups.map(
    (group, i) => sql`${sql.raw(`g${i}`)} as (select t.block, bit_or(t.bits) as b
      from blocks join listing_map_bits t on t.block = blocks.block
      where (${termsOf(group)})
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
    parts as (select r.cy, r.cx, (m.block << 16) + p.a as base,
        substring(m.b from p.a + 1 for p.z - p.a) as s
      from runs r join matched m on m.block between r.lo >> 16 and (r.hi - 1) >> 16
        cross join lateral (select greatest(r.lo - (m.block << 16), 0) as a,
          least(r.hi - (m.block << 16), 65536) as z) p),
    counted as (select cy, cx, sum(bit_count(s))::int as n,
        min(case when bit_count(s) = 1 then base + position(B'1' in s) - 1 end) as one_slot
      from parts group by 1, 2)
    select c.cy - ${oy}::int as cy, c.cx - ${ox}::int as cx, c.n, one.listing_id as one
    from counted c left join listing_map_slot one on c.n = 1 and one.slot = c.one_slot`;
}
