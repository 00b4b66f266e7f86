/**
 * The map's pre-aggregated grid (ADR 0014, migration 0009): its cell size at a zoom and its
 * deepest zoom, shared by the map and by an area search's total from the grid (`gridCount`).
 * The SQL side is `listing_map_cell_deg(zoom)`, the same float.
 */

/** About 60 screen pixels per cell on 256-pixel tiles: bubbles that do not overlap. */
const CELL_PX = 60;
export const cellDegrees = (zoom: number) => ((360 / 2 ** zoom) * CELL_PX) / 256;
/** The deepest zoom the pre-aggregated grid holds (listing_map_zooms() in migration 0009). */
export const MAP_GRID_MAX_ZOOM = 13;
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
