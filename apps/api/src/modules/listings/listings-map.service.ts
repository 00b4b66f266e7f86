import {
  MAP_MAX_MARKERS,
  MAP_POINTS_FROM_ZOOM,
  type Currency,
  type ListingKind,
  type ListingMap,
  type ListingMapQuery,
  type ListingPurpose,
  type MapCluster,
  type MapPoint,
} from '@afrinest/contract';
import { badRequest } from '../../platform/http/errors';
import { JsonText } from '../../platform/http/json-text';
import type { CellRange, ListingsMapRepository, MapCellRow } from './listings-map.repository';
import type { ListingScope } from './listings-where';
import { cellDegrees, MAP_GRID_MAX_ZOOM } from './map-grid';

/** A 4K screen holds ~64 × 36 cells; a box needing far more is not a map a screen shows. */
const MAX_CELLS = 10_000;
/** The query fields the grid can answer; any other filter set means counting listings. */
const GRID_FIELDS = new Set(['bbox', 'zoom', 'kind', 'purpose', 'sizeUnit']);
/** Whether the map filters on kind and purpose alone (its other fields are the box and zoom). */
const gridFiltersOnly = (q: ListingMapQuery) =>
  Object.entries(q).every(
    ([key, value]) =>
      GRID_FIELDS.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
const gridCanAnswer = (q: ListingMapQuery) => q.zoom <= MAP_GRID_MAX_ZOOM && gridFiltersOnly(q);
/** Public listings only: ACTIVE, of an agency in public view (checked in SQL, ADR 0014). */
const publicScope: ListingScope = { statuses: ['ACTIVE'], publicAgenciesOnly: true };
export const BOX_TOO_LARGE =
  'The box is too large for this zoom: zoom out or send the visible box.';

/**
 * Degrees to six decimals (11 cm at the equator): a map draws nothing finer, and a float's
 * seventeen digits (0.34500800000000004) made a dense street viewport's answer a third longer.
 * A cluster's box is widened outward, so that it still holds every listing it counts.
 */
const near = (deg: number) => Math.round(deg * 1e6) / 1e6;
/** Degrees as sent: to the nearest, or outward for a box's edges. */
export const sentDegrees = {
  near,
  // Rounded to the nearest first, so that a value already of six decimals (0.397, whose float
  // times 1e6 is 397000.00000000006) stays as it is.
  below: (deg: number) => (near(deg) <= deg ? near(deg) : near(deg - 1e-6)),
  above: (deg: number) => (near(deg) >= deg ? near(deg) : near(deg + 1e-6)),
};
const { below, above } = sentDegrees;

const itemOf = (c: MapCellRow): MapCluster | MapPoint =>
  c.n === 1 && c.id
    ? {
        type: 'point',
        id: c.id,
        lat: near(c.point_lat ?? c.lat),
        lng: near(c.point_lng ?? c.lng),
        title: c.title!,
        kind: c.kind as ListingKind,
        purpose: c.purpose as ListingPurpose,
        price: { amount: Number(c.price_amount), currency: c.currency as Currency },
      }
    : {
        type: 'cluster',
        lat: near(c.lat),
        lng: near(c.lng),
        count: c.n,
        bounds: {
          south: below(c.south),
          west: below(c.west),
          north: above(c.north),
          east: above(c.east),
        },
      };

/**
 * The map (issue 6, ADR 0014): the public search's filters and visibility inside a box. Below
 * MAP_POINTS_FROM_ZOOM listings come in grid clusters, each cell whole once the box touches it
 * (a bubble and its count do not change while the map pans; `total` is their sum). From it, the
 * listings in the box as points, unless there are more than MAP_MAX_MARKERS, when those same
 * listings are clustered anyway.
 */
export function createListingsMapService(deps: { repo: ListingsMapRepository }) {
  return {
    async map(q: ListingMapQuery): Promise<ListingMap | JsonText<ListingMap>> {
      const box = q.bbox!;
      const cellDeg = cellDegrees(q.zoom);
      const range: CellRange = {
        zoom: q.zoom,
        cellDeg,
        cy0: Math.floor(box.south / cellDeg),
        cy1: Math.floor(box.north / cellDeg),
        cx0: Math.floor(box.west / cellDeg),
        cx1: Math.floor(box.east / cellDeg),
      };
      if ((range.cy1 - range.cy0 + 1) * (range.cx1 - range.cx0 + 1) > MAX_CELLS)
        throw badRequest(BOX_TOO_LARGE, { fields: { 'querystring.bbox': [BOX_TOO_LARGE] } });
      const filters = { ...q, bbox: box };
      if (q.zoom >= MAP_POINTS_FROM_ZOOM) {
        // The markers as PostgreSQL wrote them (ADR 0032): a dense street has hundreds.
        const points = await deps.repo.points(
          filters,
          publicScope,
          MAP_MAX_MARKERS + 1,
          gridFiltersOnly(q),
        );
        if (points.n <= MAP_MAX_MARKERS)
          return new JsonText(`{"items":[${points.items}],"total":${points.n}}`);
      }
      const cells = gridCanAnswer(q)
        ? await deps.repo.gridCells(q, publicScope, range)
        : await deps.repo.cells(filters, publicScope, range, q.zoom >= MAP_POINTS_FROM_ZOOM);
      return { items: cells.map(itemOf), total: cells.reduce((sum, c) => sum + c.n, 0) };
    },
  };
}
export type ListingsMapService = ReturnType<typeof createListingsMapService>;
