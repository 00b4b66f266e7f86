import { listingPlacesQuerySchema, listingPlacesSchema } from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { ListingsPlacesService } from './listings-places.service';

/** GET /api/properties/places: listing counts per region and city, for "browse by place". */
export function listingsPlacesRoutes(app: App, s: ListingsPlacesService) {
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
    (request) => s.places(request.query),
  );
}
