import {
  MAP_MAX_MARKERS,
  MAP_POINTS_FROM_ZOOM,
  SEARCH_TOTAL_CAP,
  type ListingMap,
  type ListingMapQuery,
  type MapCluster,
  type MapPoint,
} from '@afrinest/contract';
import { badRequest } from '../../../platform/http/errors';
import { listingsWhere, type ListingScope } from '../search/search-where';
import type { Cell, ListingsMapRepository, Marker } from './map.repository';
import {
  aboveDegrees,
  belowDegrees,
  cellCount,
  cellRangeOf,
  MAP_GRID_MAX_ZOOM,
  nearDegrees,
} from './map-grid';

/** A 4K screen holds ~64 × 36 cells; a box needing far more is not a map a screen shows. */
const MAX_CELLS = 10_000;
export const BOX_TOO_LARGE =
  'The box is too large for this zoom: zoom out or send the visible box.';
/** Public listings only: ACTIVE, of an agency in public view. */
const publicScope: ListingScope = { statuses: ['ACTIVE'], publicAgenciesOnly: true };
/** The fields the grid holds; any other filter is counted live. */
const GRID_FIELDS = new Set(['bbox', 'zoom', 'kind', 'purpose', 'sizeUnit']);
const gridHolds = (q: ListingMapQuery) =>
  q.zoom <= MAP_GRID_MAX_ZOOM &&
  Object.entries(q).every(
    ([key, value]) =>
      GRID_FIELDS.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );

type Box = NonNullable<ListingMapQuery['bbox']>;
const holds = (box: Box, lat: number, lng: number) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;

const toPoint = (m: Marker): MapPoint => ({
  type: 'point',
  id: m.id,
  lat: nearDegrees(m.lat),
  lng: nearDegrees(m.lng),
  title: m.title,
  kind: m.kind as MapPoint['kind'],
  purpose: m.purpose as MapPoint['purpose'],
  price: { amount: m.priceAmount, currency: m.currency as MapPoint['price']['currency'] },
});
const toCluster = (c: Cell): MapCluster => ({
  type: 'cluster',
  lat: nearDegrees(c.sumLat / c.n),
  lng: nearDegrees(c.sumLng / c.n),
  count: c.n,
  bounds: {
    south: belowDegrees(c.south),
    west: belowDegrees(c.west),
    north: aboveDegrees(c.north),
    east: aboveDegrees(c.east),
  },
});

/**
 * The map (docs/search.md): clusters below MAP_POINTS_FROM_ZOOM, markers from it. Clusters come
 * from the grid when the map filters on kind and purpose at most, else they are counted live
 * from at most SEARCH_TOTAL_CAP matching listings in the box (a total at the cap reads
 * "10,000+"). A cluster is shown when its centre of mass is in the box, and `total` is what the
 * items hold, so the bubbles and "N in view" always agree. A cluster of one is a marker.
 */
export function createListingsMapService(deps: { repo: ListingsMapRepository }) {
  const { repo } = deps;

  async function items(cells: Cell[], box: Box, condition: () => ReturnType<typeof listingsWhere>) {
    const shown = cells.filter((c) => holds(box, c.sumLat / c.n, c.sumLng / c.n));
    const singles = shown.filter((c) => c.n === 1);
    const known = singles.flatMap((c) => (c.onlyId ? [c.onlyId] : []));
    const unknown = singles.filter((c) => !c.onlyId);
    const [named, found] = await Promise.all([
      repo.markers(known),
      repo.onlyIn(unknown, condition().condition),
    ]);
    return [...shown.filter((c) => c.n > 1).map(toCluster), ...[...named, ...found].map(toPoint)];
  }

  return {
    /** Folds the grid's pending changes in (a job, every minute). */
    fold: () => repo.fold(),

    async map(q: ListingMapQuery): Promise<ListingMap> {
      const box = q.bbox!;
      const range = cellRangeOf(box, q.zoom);
      if (cellCount(range) > MAX_CELLS)
        throw badRequest(BOX_TOO_LARGE, { fields: { 'querystring.bbox': [BOX_TOO_LARGE] } });
      // Clusters counted live: where the grid says the box is dense, its other filters may
      // narrow faster than the point index (as for a search). A street map's box is its own
      // filter: read through the point index whatever its density.
      const denseArea =
        q.zoom < MAP_POINTS_FROM_ZOOM && !gridHolds(q) && (await repo.isDense(box, q));
      const where = () => listingsWhere({ ...q, bbox: box }, publicScope, { denseArea });
      if (q.zoom >= MAP_POINTS_FROM_ZOOM) {
        const markers = await repo.points(where().condition, MAP_MAX_MARKERS + 1);
        if (markers.length <= MAP_MAX_MARKERS)
          return { items: markers.map(toPoint), total: markers.length };
      }
      const cells = gridHolds(q)
        ? await repo.gridCells(range, q)
        : await repo.liveCells(where().condition, q.zoom, SEARCH_TOTAL_CAP);
      const found = await items(cells, box, () =>
        listingsWhere(
          {
            kind: q.kind,
            purpose: q.purpose,
            sizeUnit: 'sqm',
            tenure: [],
            titleStatus: [],
            features: [],
          },
          publicScope,
        ),
      );
      const total = found.reduce((n, i) => n + (i.type === 'cluster' ? i.count : 1), 0);
      return { items: found, total };
    },
  };
}
export type ListingsMapService = ReturnType<typeof createListingsMapService>;
