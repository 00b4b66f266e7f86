import { z } from 'zod';
import { queryInt } from './primitives';
import { listingSearchFields } from './listing-search';
import { listingKindSchema, listingPurposeSchema } from './listings';
import { currencySchema } from './preferences';

/**
 * The map endpoint (issue 6): GET /api/properties/map and GET /api/plots/map. The visible box,
 * the map's zoom and the search filters give clusters at low zoom and single listings at high
 * zoom, both computed in SQL so that a million listings stay fast.
 */
export const MAP_POINTS_FROM_ZOOM = 15;
/** Never more markers than this in one answer: the rest are in clusters. */
export const MAP_MAX_MARKERS = 500;

const { bbox, ...filters } = listingSearchFields;
export const listingMapQuerySchema = z
  .object({
    ...filters,
    bbox: bbox.refine((v) => v !== undefined, 'Give the box as south,west,north,east.'),
    zoom: queryInt(
      z
        .number({ error: 'The zoom is a number.' })
        .int('The zoom is a whole number.')
        .min(1, 'The zoom is between 1 and 20.')
        .max(20, 'The zoom is between 1 and 20.'),
    ),
  })
  .omit({ sort: true });
export type ListingMapQuery = z.infer<typeof listingMapQuerySchema>;
export type ListingMapQueryInput = z.input<typeof listingMapQuerySchema>;

/** Many listings near each other: where to draw the bubble and the box to zoom into. */
export const mapClusterSchema = z.object({
  type: z.literal('cluster'),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One listing: just enough for a marker and its popup (the card loads on demand). */
export const mapPointSchema = z.object({
  type: z.literal('point'),
  id: z.uuid(),
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  kind: listingKindSchema,
  purpose: listingPurposeSchema,
  price: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const listingMapSchema = z.object({
  /** Clusters and points together; a cluster of one is sent as a point. */
  items: z.array(z.discriminatedUnion('type', [mapClusterSchema, mapPointSchema])),
  /** Listings matching the filters: in the whole cells the box touches, from zoom 15 in the box. */
  total: z.number().int(),
});
export type ListingMap = z.infer<typeof listingMapSchema>;
