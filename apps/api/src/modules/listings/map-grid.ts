/**
 * The map's pre-aggregated grid (ADR 0014, migration 0009): its cell size at a zoom and its
 * deepest zoom, shared by the map and by an area search's total from the grid (`gridCount`).
 * The SQL side is `listing_map_cell_deg(zoom)`, the same float.
 */

import { sql, type AnyColumn } from 'drizzle-orm';

/** About 60 screen pixels per cell on 256-pixel tiles: bubbles that do not overlap. */
const CELL_PX = 60;
export const cellDegrees = (zoom: number) => ((360 / 2 ** zoom) * CELL_PX) / 256;
/** The deepest zoom the pre-aggregated grid holds (listing_map_zooms() in migration 0009). */
export const MAP_GRID_MAX_ZOOM = 13;
/**
 * A listing's cell (row or column) at the grid's deepest zoom as SQL: the key of
 * `listing_public_cell_idx` (migration 0033), whose expression a query must repeat exactly, so
 * the cell's size is written into it as a constant (a parameter would not match the index).
 * Every zoom's cell holds whole cells of this one (each zoom's size is twice the next's, and
 * a float divided by a power of two is rounded alike), so a row of any zoom's cells is a range
 * of these: `gridCount` reads an area's border through it.
 */
export const deepestCell = (column: AnyColumn) =>
  sql`(floor(${column} / ${sql.raw(String(cellDegrees(MAP_GRID_MAX_ZOOM)))}::float8)::int)`;
/**
 * The deepest zoom of the grid's totals, the cells of a map with no filter
 * (listing_map_street_zooms() in migration 0030): zoom 14's clusters and a crowded street's.
 */
export const TOTALS_GRID_MAX_ZOOM = 16;
/**
 * The most bedrooms `listing_map_rooms` tells apart (migration 0024): its row of this many holds
 * the cell's listings with this many or more, so a map asking for at least this many or fewer
 * reads the grid; more is counted live.
 */
export const ROOMS_GRID_TOP = 5;
