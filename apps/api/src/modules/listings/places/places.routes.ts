import { listingPlacesQuerySchema, listingPlacesSchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsPlacesService } from './places.service';
import { replyFromCache, type PublicReadCache } from '../public-read-cache';

/**
 * GET /api/properties/places: listing counts per region and city, for "browse by place", from
 * the public read cache (ADR 0021).
 */
export function listingsPlacesRoutes(app: App, s: ListingsPlacesService, reads: PublicReadCache) {
  app.get(
    '/api/properties/places',
    {
      schema: {
        tags: ['listings'],
        summary: 'Public listings per region and city of a country (the default country if none)',
        querystring: listingPlacesQuerySchema,
        response: { 200: listingPlacesSchema },
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      replyFromCache(reply, reads, 'places', request.query, () => s.places(request.query)),
  );
}
