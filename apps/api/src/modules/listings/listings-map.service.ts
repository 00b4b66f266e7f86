import {
  MAP_MAX_MARKERS,
  MAP_POINTS_FROM_ZOOM,
  type ListingMap,
  type ListingMapQuery,
} from '@afrinest/contract';
import { badRequest } from '../../platform/http/errors';
import { JsonText } from '../../platform/http/json-text';
import { MAP_ORDER_FIELDS, mapOrderGroups } from './listings-map-order';
import type { CellRange, ListingsMapRepository } from './listings-map.repository';
import type { ListingScope } from './listings-where';
import { cellDegrees, MAP_GRID_MAX_ZOOM, ROOMS_GRID_TOP, TOTALS_GRID_MAX_ZOOM } from './map-grid';

/** A 4K screen holds ~64 × 36 cells; a box needing far more is not a map a screen shows. */
const MAX_CELLS = 10_000;
/** Whether the map's query sets no field outside `fields` (an empty list is not set). */
const setOnly = (q: ListingMapQuery, fields: Set<string>) =>
  Object.entries(q).every(
    ([key, value]) =>
      fields.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
/** The query fields the grid can answer; any other filter set means counting listings. */
const GRID_FIELDS = new Set(['bbox', 'zoom', 'kind', 'purpose', 'sizeUnit']);
/** Whether the map filters on kind and purpose alone (its other fields are the box and zoom). */
const gridFiltersOnly = (q: ListingMapQuery) => setOnly(q, GRID_FIELDS);
/** The query fields of a map with no filter: the box and zoom (and the unit sizes show in). */
const NO_FILTER_FIELDS = new Set(['bbox', 'zoom', 'sizeUnit']);
/** Whether the map has no filter at all. */
const unfiltered = (q: ListingMapQuery) => setOnly(q, NO_FILTER_FIELDS);
/** Whether the grid's totals hold the map's cells: no filter, at the totals' zooms. */
const totalsCanAnswer = (q: ListingMapQuery) => q.zoom <= TOTALS_GRID_MAX_ZOOM && unfiltered(q);
const gridCanAnswer = (q: ListingMapQuery) =>
  (q.zoom <= MAP_GRID_MAX_ZOOM && gridFiltersOnly(q)) || totalsCanAnswer(q);
/** The query fields the rooms grid can answer: the box and zoom, a purpose, bedrooms. */
const ROOMS_GRID_FIELDS = new Set(['bbox', 'zoom', 'sizeUnit', 'purpose', 'bedrooms']);
/**
 * The bedrooms (a minimum) when the rooms grid can answer: bedrooms up to ROOMS_GRID_TOP and a
 * purpose at most, at the grid's zooms; else null.
 */
function roomsGrid(q: ListingMapQuery) {
  const { bedrooms } = q;
  if (q.zoom > MAP_GRID_MAX_ZOOM || bedrooms == null || bedrooms > ROOMS_GRID_TOP) return null;
  return setOnly(q, ROOMS_GRID_FIELDS) ? bedrooms : null;
}
/** The grid cells of the zoom that a box touches (both ends included). */
export function cellRangeOf(box: BoxedQuery['bbox'], zoom: number): CellRange {
  const cellDeg = cellDegrees(zoom);
  return {
    zoom,
    cellDeg,
    cy0: Math.floor(box.south / cellDeg),
    cy1: Math.floor(box.north / cellDeg),
    cx0: Math.floor(box.west / cellDeg),
    cx1: Math.floor(box.east / cellDeg),
  };
}
/** The map's query with its box, which the contract requires. */
type BoxedQuery = ListingMapQuery & { bbox: NonNullable<ListingMapQuery['bbox']> };
/** Public listings only: ACTIVE, of an agency in public view (checked in SQL, ADR 0014). */
const publicScope: ListingScope = { statuses: ['ACTIVE'], publicAgenciesOnly: true };
export const BOX_TOO_LARGE =
  'The box is too large for this zoom: zoom out or send the visible box.';

/**
 * The map (issue 6, ADR 0014): the public search's filters and visibility inside a box. Below
 * MAP_POINTS_FROM_ZOOM listings come in grid clusters, each cell whole once the box touches it
 * (a bubble and its count do not change while the map pans; `total` is their sum). From it, the
 * listings in the box as points, unless there are more than MAP_MAX_MARKERS, when those same
 * listings are clustered anyway: in the grid's whole cells when the map has no filter (its
 * totals go to TOTALS_GRID_MAX_ZOOM), else in cells clipped to the box.
 */
export function createListingsMapService(deps: { repo: ListingsMapRepository }) {
  /**
   * Clusters (and the markers of cells of one) as PostgreSQL wrote them (ADR 0032): from the
   * grid table that holds the map's filters, else from the bitmaps in map order (ADR 0037) when
   * its filters are their terms, else counted from the listings.
   */
  async function clusters(q: ListingMapQuery, filters: BoxedQuery, range: CellRange) {
    if (gridCanAnswer(q)) return deps.repo.gridCells(q, publicScope, range);
    const bedrooms = roomsGrid(q);
    if (bedrooms !== null)
      return deps.repo.roomsCells({ purpose: q.purpose, bedrooms }, publicScope, range);
    const ordered = setOnly(q, MAP_ORDER_FIELDS) ? mapOrderGroups(q) : null;
    if (ordered) return deps.repo.orderCells(ordered, filters, publicScope, range);
    return deps.repo.cells(filters, publicScope, range);
  }

  return {
    /**
     * The listings published or moved since the last numbering join the bitmaps in map order
     * (ADR 0037): a nightly job, so that the delta counted from the listings stays small.
     */
    renumber: () => deps.repo.renumber(),
    async map(q: ListingMapQuery): Promise<JsonText<ListingMap>> {
      const box = q.bbox!;
      const range = cellRangeOf(box, q.zoom);
      if ((range.cy1 - range.cy0 + 1) * (range.cx1 - range.cx0 + 1) > MAX_CELLS)
        throw badRequest(BOX_TOO_LARGE, { fields: { 'querystring.bbox': [BOX_TOO_LARGE] } });
      const filters = { ...q, bbox: box };
      // From MAP_POINTS_FROM_ZOOM, beyond the grids' zooms: markers, or clusters of a crowded box.
      const cells =
        q.zoom >= MAP_POINTS_FROM_ZOOM
          ? await deps.repo.markers(filters, publicScope, range, MAP_MAX_MARKERS, {
              isPrepared: gridFiltersOnly(q),
              fromTotals: totalsCanAnswer(q),
            })
          : await clusters(q, filters, range);
      return new JsonText(`{"items":[${cells.items}],"total":${cells.n}}`);
    },
  };
}
export type ListingsMapService = ReturnType<typeof createListingsMapService>;
