import {
  featuredQuerySchema,
  listingSearchQuerySchema,
  listingSummaryListSchema,
  listingSummaryPageSchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsService } from '../crud/listings.service';
import { replyFromCache, type PublicReadCache } from '../public-read-cache';

/**
 * The public search (SPEC §7): /api/properties and /api/properties/search, and the featured
 * listings, answered from the public read cache (ADR 0021).
 */
export function searchRoutes(app: App, s: ListingsService, reads: PublicReadCache) {
  const tags = ['listings'];
  for (const url of ['/api/properties', '/api/properties/search'])
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Search listings: full text, filters, bounding box or radius, sort, pages',
          querystring: listingSearchQuerySchema,
          response: { 200: listingSummaryPageSchema },
        },
        // API keys (issue 45): public to all, marked for the key's OpenAPI description.
        config: { access: 'public', apiScope: 'listings:read' },
      },
      (request, reply) =>
        replyFromCache(reply, reads, 'search', request.query, () => s.search(request.query)),
    );
  app.get(
    '/api/properties/featured',
    {
      schema: {
        tags,
        summary: 'Featured listings now',
        querystring: featuredQuerySchema,
        response: { 200: listingSummaryListSchema },
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      replyFromCache(reply, reads, 'featured', request.query, () => s.featured(request.query)),
  );
}
