/**
 * A public search's capped total from the tables kept by triggers (ADR 0029: places, price bands,
 * size bands) or from the map's grid and the area's border (ADR 0014, 0027), each as SQL, or
 * null where the table cannot say.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { intArray, literal, literals } from '../../platform/db/literal';
import { geoPoint, kmFrom, lngReach, radiusBox } from './listings-geo';
import {
  filtersOnly,
  GEO_FIELDS,
  isPublicScope,
  sizeBoundsM2,
  type ListingFilters,
  type ListingWhere,
  type ListingScope,
} from './listings-where';
import { listings } from './listings.schema';
import { cellDegrees, deepestCell, MAP_GRID_MAX_ZOOM } from './map-grid';
import { bandsWithin } from './price-bands';
import { sizeBandsWithin } from './size-bands';

/** The kind and purpose filters on a kept table aliased `c` (grid cells, search counts). */
const kindAndPurpose = (f: Pick<ListingWhere, 'kind' | 'purpose'>): SQL[] => [
  ...(f.kind.length ? [sql`c.kind in (${literals(f.kind)})`] : []),
  ...(f.purpose ? [sql`c.purpose = ${literal(f.purpose)}`] : []),
];

/** The key of `listing_place_count` that every public listing counts under (migration 0015). */
const EVERYWHERE = '00000000-0000-0000-0000-000000000000';

/**
 * The exact total of a public search by place, kind and purpose alone (none of them required),
 * capped, from `listing_place_count` (ADR 0029) as SQL, or null when the table cannot say (any
 * other field with a value, a future one too, turns it off). A few rows instead of counting up
 * to SEARCH_TOTAL_CAP listings: a city's 10,000 took 20 ms on 1,000,000 listings.
 */
export function placeCount(f: ListingFilters, scope: ListingScope): SQL | null {
  if (!isPublicScope(scope) || !filtersOnly(f, ['placeId', 'kind', 'purpose'])) return null;
  const where = [sql`c.place_id = ${f.placeId ?? EVERYWHERE}::uuid`, ...kindAndPurpose(f)];
  return sql`(select least(coalesce(sum(c.n), 0), ${literal(SEARCH_TOTAL_CAP)})::int
    from listing_place_count c where ${sql.join(where, sql` and `)})`;
}

/**
 * The exact total of a public search by kind, purpose and a price range in one currency (the
 * bounds optional), capped, as SQL, or null when the table cannot say (ADR 0029): the listings of
 * the price bands wholly inside the range are summed from `listing_price_count`, and only those
 * priced in the two partial bands at its ends are counted (`condition` narrowed to them, through
 * the price indexes). Any other field with a value turns it off, as for `placeCount`.
 */
export function priceCount(f: ListingFilters, scope: ListingScope, condition: SQL): SQL | null {
  const fields = ['kind', 'purpose', 'currency', 'priceMin', 'priceMax'];
  if (!isPublicScope(scope) || !f.currency || !filtersOnly(f, fields)) return null;
  const bands = bandsWithin(f.priceMin, f.priceMax);
  if (!bands) return null;
  const where = [
    sql`c.currency = ${literal(f.currency)}`,
    sql`c.band >= ${bands.from}`,
    ...kindAndPurpose(f),
  ];
  if (bands.to !== undefined) where.push(sql`c.band < ${bands.to}`);
  const banded = sql`(select coalesce(sum(c.n), 0) from listing_price_count c
    where ${sql.join(where, sql` and `)})`;
  return bandedCount(banded, condition, listings.priceAmount, bands, f.priceMin, f.priceMax);
}

/**
 * The exact total of a public search by a size range (either bound) with kind, purpose, tenure
 * and title status at most, capped, as SQL, or null when the table cannot say (ADR 0029,
 * amendment of 2026-11-27): as `priceCount`, the bands wholly inside the range from
 * `listing_size_count`, the listings of the two partial bands at its ends counted live (through
 * the land and size indexes). The plots page's common search: on the bench's million listings,
 * MAILO or FREEHOLD of 4–6 acres counted 5,779 index entries (4 ms).
 */
export function sizeCount(f: ListingFilters, scope: ListingScope, condition: SQL): SQL | null {
  const counted = sizeCountBands(f, scope);
  if (!counted) return null;
  const { size, bands } = counted;
  const where = [sql`c.band >= ${bands.from}::float8`, ...kindAndPurpose(f)];
  if (bands.to !== undefined) where.push(sql`c.band < ${bands.to}::float8`);
  if (f.tenure.length) where.push(sql`c.tenure in (${literals(f.tenure)})`);
  if (f.titleStatus.length) where.push(sql`c.title_status in (${literals(f.titleStatus)})`);
  const banded = sql`(select coalesce(sum(c.n), 0) from listing_size_count c
    where ${sql.join(where, sql` and `)})`;
  return bandedCount(banded, condition, listings.sizeM2, bands, size.min, size.max);
}

/** The size range and its bands wholly inside when `listing_size_count` gives the total, else null. */
export function sizeCountBands(f: ListingFilters, scope: ListingScope) {
  const fields = ['kind', 'purpose', 'tenure', 'titleStatus', 'sizeMin', 'sizeMax'];
  if (!isPublicScope(scope) || !filtersOnly(f, fields)) return null;
  const size = sizeBoundsM2(f);
  if (size.min === undefined && size.max === undefined) return null;
  const bands = sizeBandsWithin(size.min, size.max);
  return bands ? { size, bands } : null;
}

/**
 * The conditions that narrow a range [min, max] to its partial bands at each end, [min, from)
 * and [to, max], around the bands wholly inside it, [from, to): none for an end that starts or
 * stops on a band's edge.
 */
export function partialBands(
  column: AnyColumn,
  bands: { from: number; to?: number },
  min: number | undefined,
  max: number | undefined,
): SQL[] {
  return [
    ...((min ?? 0) < bands.from ? [sql`${column} < ${bands.from}`] : []),
    ...(bands.to !== undefined && max !== undefined && bands.to <= max
      ? [sql`${column} >= ${bands.to}`]
      : []),
  ];
}

/**
 * A total from a count table's bands wholly inside a range, [from, to), plus the matches in the
 * two partial bands at the range's ends, [min, from) and [to, max], counted live; capped.
 */
function bandedCount(
  banded: SQL,
  condition: SQL,
  column: AnyColumn,
  bands: { from: number; to?: number },
  min: number | undefined,
  max: number | undefined,
): SQL {
  const live = (edge: SQL) => sql`(select count(*) from
    (select 1 from ${listings} where ${condition} and ${edge} limit ${literal(SEARCH_TOTAL_CAP)}) edge)`;
  const edges = partialBands(column, bands, min, max).map(live);
  // Bands that already hold the cap leave the ends uncounted: land of 100–300 M UGX on the
  // bench's million listings, 1.72 → 0.35 ms, the ends being thousands.
  return edges.length
    ? cappedSum(banded, sql.join(edges, sql` + `))
    : sql`least(${banded}, ${literal(SEARCH_TOTAL_CAP)})::int`;
}

/**
 * `known` plus `more`, capped at SEARCH_TOTAL_CAP; `more` (listings counted one by one) is not
 * run when `known` (from a kept table) alone reaches the cap: a CASE runs only its branch.
 */
const cappedSum = (known: SQL, more: SQL) => {
  const cap = literal(SEARCH_TOTAL_CAP);
  return sql`(select case when k.n >= ${cap} then ${cap} else least(k.n + ${more}, ${cap}) end
    from (select ${known} as n) k)::int`;
};

/**
 * The most rows or columns of cells an area's total reads from the grid: its zoom is the deepest
 * (13 at most) whose cells cover the area's box in as many rows and columns at most. Finer cells
 * leave a narrower border to count one by one (a grid row stands for the listings of its cell,
 * dozens in a town), at the cost of more grid rows.
 */
const AREA_CELLS_ACROSS = 32;

/**
 * The grid cells (listing_map_cell, ADR 0014) over a public search's area, or null when the grid
 * cannot say: only for the public scope, a box or a radius (or both), and no other filter than
 * kind and purpose (any other field with a value, a future one too, turns it off). The grid
 * counts exactly the public listings of each cell (ACTIVE, not deleted, agency ACTIVE: its
 * triggers and the bench's rebuild). A cell (cy, cx) is inside when it lies wholly in the area:
 * its edges, widened by 1e-9° against rounding in the grid's floor(lat / cell), lie in the area's
 * box and, with a radius, its four corners are nearer than the radius by a margin (`kmFrom`, the
 * haversine of `listing_km`): along a parallel the distance grows with the longitude gap and
 * along a meridian it is convex this far from the poles (|lat| ≤ 60°, radius ≤ 500 km), so no
 * point of the cell is farther than a corner. Cells of the deepest zoom (13 at most) that cover
 * the area's box in AREA_CELLS_ACROSS rows and columns at most.
 *
 * A row's inside cells are one run [a, b] (a box and a circle are convex, and so is their
 * intersection along a parallel): the cells between the area's longitudes along both of the
 * row's edges (`lngReach`), shrunk from each end until its cell is inside. Consecutive rows with
 * the same run make one band, whose border the boxes way reads by one box on each side: a box's
 * middle rows are one band.
 */
function areaCells(f: ListingFilters, scope: ListingScope) {
  if (!isPublicScope(scope) || !filtersOnly(f, [...GEO_FIELDS, 'kind', 'purpose'])) return null;
  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const areas = [
    ...(f.bbox ? [f.bbox] : []),
    ...(point && f.radiusKm !== undefined ? [radiusBox(point, f.radiusKm)] : []),
  ];
  if (!areas.length) return null;
  const south = Math.max(...areas.map((a) => a.south));
  const north = Math.min(...areas.map((a) => a.north));
  const west = Math.max(...areas.map((a) => a.west));
  const east = Math.min(...areas.map((a) => a.east));
  const box = { south, north, west, east };
  if (!(south < north && west < east) || west < -180 || east > 180) return null;
  if (Math.max(-south, north) > 60) return null;
  const across = (zoom: number) => {
    const c = cellDegrees(zoom);
    return Math.max(
      Math.floor(north / c) - Math.floor(south / c),
      Math.floor(east / c) - Math.floor(west / c),
    );
  };
  let zoom = MAP_GRID_MAX_ZOOM;
  while (zoom > 1 && across(zoom) >= AREA_CELLS_ACROSS) zoom -= 1;
  const cell = cellDegrees(zoom);
  // At most AREA_CELLS_ACROSS rows (the zoom was chosen so; at zoom 1, 42° cells, a few).
  const [cy0, cy1] = [Math.floor(south / cell), Math.floor(north / cell)];
  const radius = point && f.radiusKm !== undefined ? { point, km: f.radiusKm } : null;
  const within = f.radiusKm === undefined ? 0 : f.radiusKm - Math.max(f.radiusKm * 1e-9, 1e-9);
  const inside = (cy: number, cx: number) => {
    const [s, n] = [cy * cell - 1e-9, (cy + 1) * cell + 1e-9];
    const [w, e] = [cx * cell - 1e-9, (cx + 1) * cell + 1e-9];
    if (!(s >= south && n <= north && w >= west && e <= east)) return false;
    return (
      !radius ||
      [s, n].every((lat) => [w, e].every((lng) => kmFrom(radius.point, lat, lng) <= within))
    );
  };
  /** Row cy's inside cells: [a, b], or nulls for none. */
  const runOf = (cy: number): [number, number] | [null, null] => {
    let [w, e] = [west, east];
    if (radius)
      for (const lat of [cy * cell, (cy + 1) * cell]) {
        const reach = lngReach(radius.point, radius.km, lat, lat);
        if (reach === null) return [null, null];
        [w, e] = [Math.max(w, radius.point.lng - reach), Math.min(e, radius.point.lng + reach)];
      }
    let [a, b] = [Math.floor(w / cell), Math.floor(e / cell)];
    while (a <= b && !inside(cy, a)) a += 1;
    while (b >= a && !inside(cy, b)) b -= 1;
    return a <= b ? [a, b] : [null, null];
  };
  const bands: Band[] = [];
  for (let cy = cy0; cy <= cy1; cy++) {
    const [a, b] = runOf(cy);
    const last = bands.at(-1);
    if (last && last.y1 === cy - 1 && last.a === a && last.b === b) last.y1 = cy;
    else bands.push({ y0: cy, y1: cy, a, b });
  }
  return { zoom, cell, bands, box, radius };
}

/** Rows cy of the grid from y0 to y1 whose inside cells are the run [a, b] (none: null). */
interface Band {
  y0: number;
  y1: number;
  a: number | null;
  b: number | null;
}

/**
 * Rows of the grid's deepest zoom up to which an area's border is read cell row by cell row
 * (`listing_public_cell_idx`, one range each side of a row); a larger area's border is read by a
 * box of the point GiST index each side of a band, fewer reads of more entries each.
 */
export const BORDER_CELL_ROWS = 256;

/**
 * A public area search's exact total, capped, as SQL, or null where the grid cannot say
 * (`areaCells`): the listings of the grid's cells wholly inside the area are summed from
 * `listing_map_cell` (`listing_map_total` without kind or purpose), and only those of the area
 * outside these cells (its border) are counted one by one. When the cells alone reach the cap,
 * nothing is counted. A 10 km radius beside Kampala (9,516 listings) counted all of them before
 * (18 ms), its border alone now. A listing belongs to the cell of floor(lat / cell),
 * floor(lng / cell), the grid's own expressions, so it is counted once, either in the grid or in
 * the border.
 *
 * The border is read through `listing_public_cell_idx` (ADR 0014, third amendment of 2026-11-29),
 * row by row of the deepest zoom's cells (`borderRows`): the cells of a row that the area reaches,
 * west and east of its run, each side a range of that index, whose entries hold what `checked`
 * (the search's conditions, the area checked on each entry) reads. From the point GiST index,
 * whose entries are several times larger, a box in Kampala read 6,555 pages for the 8,049
 * listings of its border (12 ms). An area of more than `cellRows` such rows reads its border from
 * that GiST index still (`condition`, a box each side of a band, a hair wider than its cells
 * against rounding).
 */
export function gridCount(
  f: ListingFilters,
  scope: ListingScope,
  condition: SQL,
  checked: SQL,
  /** BORDER_CELL_ROWS but in tests, which read a border both ways. */
  cellRows = BORDER_CELL_ROWS,
): SQL | null {
  const cells = areaCells(f, scope);
  if (!cells) return null;
  const { zoom, bands } = cells;
  const cap = literal(SEARCH_TOTAL_CAP);
  // Without kind or purpose, one row a cell: the cells' totals (migration 0022).
  const byKind = kindAndPurpose(f);
  const grid = byKind.length ? sql`listing_map_cell` : sql`listing_map_total`;
  const runs = bands.flatMap((band) =>
    band.a === null || band.b === null
      ? []
      : Array.from({ length: band.y1 - band.y0 + 1 }, (_, i) => ({
          cy: band.y0 + i,
          a: band.a!,
          b: band.b!,
        })),
  );
  const gridRows = [
    sql`c.zoom = ${zoom}`,
    sql`c.cy = r.cy and c.cx between r.a and r.b`,
    ...byKind,
  ];
  const inner = runs.length
    ? sql`(select coalesce(sum(c.n), 0)::int
        from unnest(${intArray(runs.map((r) => r.cy))}, ${intArray(runs.map((r) => r.a))},
          ${intArray(runs.map((r) => r.b))}) r(cy, a, b)
        join ${grid} c on ${sql.join(gridRows, sql` and `)})`
    : sql`0`;
  // The border's rows of the deepest zoom's cells are worked out only when they are read.
  const deepest = cellDegrees(MAP_GRID_MAX_ZOOM);
  const rowCount =
    Math.floor(cells.box.north / deepest) - Math.floor(cells.box.south / deepest) + 1;
  const border =
    rowCount <= cellRows
      ? borderByCells(borderRows(cells), checked)
      : borderByBoxes(cells, condition);
  // The border is read up to what the cap leaves: a town's radius whose cells hold 7,000
  // listings reads 3,000 of its border's 8,000.
  const counted = sql`(select count(*) from (${border} limit ${cap} - inner_cells.n) counted)`;
  return sql`(with inner_cells as materialized (select ${inner} as n)
    select ${cappedSum(sql`inner_cells.n`, counted)} from inner_cells)`;
}

/** A row of the deepest zoom's cells (cy) and its border's cells west and east of its run. */
interface BorderRow {
  cy: number;
  west: [number, number] | null;
  east: [number, number] | null;
}

/** Cells a to b of a row, or none where a > b. */
const span = (a: number, b: number): [number, number] | null => (a <= b ? [a, b] : null);

/**
 * The border of an area, row by row of the deepest zoom's cells: in each row the area reaches,
 * its cells from the area's westernmost longitude along the row (`lngReach` with a radius) to
 * its easternmost, but those of the row's run (whose cells of the area's zoom are whole ranges
 * of the deepest zoom's, `per` a side). A listing's cell of the deepest zoom lies in its cell of
 * the area's zoom: floor(lat / cell) of a cell twice as large is floor(floor(lat / cell) / 2),
 * the float quotient of a power of two being rounded alike.
 */
function borderRows({ zoom, bands, box, radius }: NonNullable<ReturnType<typeof areaCells>>) {
  const deepest = cellDegrees(MAP_GRID_MAX_ZOOM);
  const per = 2 ** (MAP_GRID_MAX_ZOOM - zoom);
  const rows: BorderRow[] = [];
  for (let cy = Math.floor(box.south / deepest); cy <= Math.floor(box.north / deepest); cy++) {
    let [w, e] = [box.west, box.east];
    if (radius) {
      const south = Math.max(box.south, cy * deepest);
      const north = Math.min(box.north, (cy + 1) * deepest);
      const reach = lngReach(radius.point, radius.km, south, north);
      if (reach === null) continue;
      [w, e] = [Math.max(w, radius.point.lng - reach), Math.min(e, radius.point.lng + reach)];
    }
    const [from, to] = [Math.floor(w / deepest), Math.floor(e / deepest)];
    const coarse = Math.floor(cy / per);
    const band = bands.find((b) => b.y0 <= coarse && coarse <= b.y1);
    if (band?.a == null || band.b == null) rows.push({ cy, west: span(from, to), east: null });
    else
      rows.push({
        cy,
        west: span(from, Math.min(to, band.a * per - 1)),
        east: span(Math.max(from, (band.b + 1) * per), to),
      });
  }
  return rows;
}

/**
 * The border's listings from `listing_public_cell_idx`: each row's cells west and east of its
 * run, a range of the index each (none for a side without cells).
 */
function borderByCells(rows: BorderRow[], checked: SQL) {
  const ends = (side: 'west' | 'east', end: 0 | 1) =>
    intArray(rows.map((row) => row[side]?.[end] ?? null));
  const inCells = (from: SQL, to: SQL) => sql`select 1 from ${listings}
    where ${deepestCell(listings.latitude)} = r.cy
      and ${deepestCell(listings.longitude)} between ${from} and ${to} and ${checked}`;
  return sql`select 1 from unnest(${intArray(rows.map((row) => row.cy))},
      ${ends('west', 0)}, ${ends('west', 1)}, ${ends('east', 0)}, ${ends('east', 1)})
      r(cy, w0, w1, e0, e1)
    cross join lateral (${inCells(sql`r.w0`, sql`r.w1`)}
      union all ${inCells(sql`r.e0`, sql`r.e1`)}) x`;
}

/**
 * The border's listings from the point GiST index, a box each side of a band (`condition` reads
 * it): the listings of the band's rows between two longitudes, in the cells west of its run and
 * east of it, or across a band without a run.
 */
function borderByBoxes({ cell, bands }: NonNullable<ReturnType<typeof areaCells>>, condition: SQL) {
  // The cell's size as a value: the same float as listing_map_cell_deg(zoom), the grid's own
  // (map-grid.ts), which a plan made for every area would compute again for each listing.
  const deg = sql`${cell}::float8`;
  const cy = sql`floor(${listings.latitude} / ${deg})::int`;
  const cx = sql`floor(${listings.longitude} / ${deg})::int`;
  const margin = sql`${deg} / 1024`;
  // The listings of band y's rows between two longitudes, in the cells `ofCells` admits.
  const side = (west: SQL, east: SQL, ofCells: SQL) => sql`select 1 from ${listings}
    where ${condition}
      and ${geoPoint} <@ box(point(${west}, y.y0 * ${deg} - ${margin}),
        point(${east}, (y.y1 + 1) * ${deg} + ${margin}))
      and ${cy} between y.y0 and y.y1 and ${ofCells}`;
  const westSide = side(
    sql`-180::float8`,
    sql`coalesce(y.a * ${deg} + ${margin}, 180::float8)`,
    sql`(y.a is null or ${cx} < y.a)`,
  );
  const eastSide = side(
    sql`(y.b + 1) * ${deg} - ${margin}`,
    sql`180::float8`,
    sql`y.b is not null and ${cx} > y.b`,
  );
  return sql`select 1 from unnest(${intArray(bands.map((b) => b.y0))},
      ${intArray(bands.map((b) => b.y1))}, ${intArray(bands.map((b) => b.a))},
      ${intArray(bands.map((b) => b.b))}) y(y0, y1, a, b)
    cross join lateral (${westSide} union all ${eastSide}) x`;
}
