import { listingSitemapPageSchema, listingSitemapQuerySchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsSitemapService } from './sitemap.service';

/** GET /api/properties/sitemap: public listing ids and last changes, for the web's sitemap.xml. */
export function listingsSitemapRoutes(app: App, s: ListingsSitemapService) {
  app.get(
    '/api/properties/sitemap',
    {
      schema: {
        tags: ['listings'],
        summary: 'Public listings for sitemap.xml: id and last change, oldest id first, paged',
        querystring: listingSitemapQuerySchema,
        response: { 200: listingSitemapPageSchema },
      },
      config: { access: 'public' },
    },
    (request) => s.page(request.query),
  );
}
