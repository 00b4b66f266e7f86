/**
 * The map's grid (docs/search.md): its cell size at a zoom and its deepest zoom. The SQL side is
 * `listing_map_cell_deg(zoom)` and `listing_map_grid_max_zoom()`, the same numbers.
 */

/** About 60 screen pixels per cell on 256-pixel tiles: bubbles that do not overlap. */
const CELL_PX = 60;
export const cellDegrees = (zoom: number) => ((360 / 2 ** zoom) * CELL_PX) / 256;
/** The deepest zoom the grid holds: every cluster zoom below MAP_POINTS_FROM_ZOOM. */
export const MAP_GRID_MAX_ZOOM = 14;

/** The grid cells a box touches at one zoom (cell indexes, both ends included). */
export interface CellRange {
  zoom: number;
  cy0: number;
  cy1: number;
  cx0: number;
  cx1: number;
}
export function cellRangeOf(
  box: { south: number; west: number; north: number; east: number },
  zoom: number,
): CellRange {
  const deg = cellDegrees(zoom);
  return {
    zoom,
    cy0: Math.floor(box.south / deg),
    cy1: Math.floor(box.north / deg),
    cx0: Math.floor(box.west / deg),
    cx1: Math.floor(box.east / deg),
  };
}
export const cellCount = (r: CellRange) => (r.cy1 - r.cy0 + 1) * (r.cx1 - r.cx0 + 1);

/** Degrees as the map sends them: to the nearest millionth (11 cm), a map draws nothing finer. */
export const nearDegrees = (deg: number) => Math.round(deg * 1e6) / 1e6;
/** Rounded outward, for a cluster's box, so that it still holds every listing it counts. */
export const belowDegrees = (deg: number) =>
  nearDegrees(deg) <= deg ? nearDegrees(deg) : nearDegrees(deg - 1e-6);
export const aboveDegrees = (deg: number) =>
  nearDegrees(deg) >= deg ? nearDegrees(deg) : nearDegrees(deg + 1e-6);

/**
 * The deepest zoom at which the box spans at most `cells` grid cells: the grid's cheapest
 * estimate of the listings in a box (whole cells, so never fewer than are in it).
 */
export function coarseZoomFor(
  box: { south: number; west: number; north: number; east: number },
  cells = 64,
): number {
  let zoom = MAP_GRID_MAX_ZOOM;
  while (zoom > 1 && cellCount(cellRangeOf(box, zoom)) > cells) zoom -= 1;
  return zoom;
}
