import {
  featuredQuerySchema,
  listingSummaryListSchema,
  listingSummaryPageSchema,
  listingSearchQuerySchema,
  nearbyQuerySchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsService } from '../crud/listings.service';
import { replyFromCache, type PublicReadCache } from '../public-read-cache';

/**
 * /api/plots (SPEC §7): the same listings, kind land only. Cached by the query the search gets,
 * so a plot search and the same listing search with kind land share one answer (ADR 0021).
 */
export function plotsRoutes(app: App, s: ListingsService, reads: PublicReadCache) {
  const tags = ['plots'];
  const config = { access: 'public' as const };
  for (const url of ['/api/plots', '/api/plots/search'])
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Search plots (land listings) with the listing filters',
          querystring: listingSearchQuerySchema,
          response: { 200: listingSummaryPageSchema },
        },
        config: { ...config, apiScope: 'listings:read' },
      },
      (request, reply) => {
        const q = { ...request.query, kind: ['land'] };
        return replyFromCache(reply, reads, 'search', q, () => s.search(q));
      },
    );
  app.get(
    '/api/plots/featured',
    {
      schema: {
        tags,
        summary: 'Featured plots now',
        querystring: featuredQuerySchema,
        response: { 200: listingSummaryListSchema },
      },
      config,
    },
    (request, reply) => {
      const q = { ...request.query, kind: 'land' };
      return replyFromCache(reply, reads, 'featured', q, () => s.featured(q));
    },
  );
  app.get(
    '/api/plots/nearby',
    {
      schema: {
        tags,
        summary: 'Plots around lat, lng within radiusKm (default 25), nearest first',
        querystring: nearbyQuerySchema,
        response: { 200: listingSummaryPageSchema },
      },
      config,
    },
    (request, reply) => {
      const q = { ...request.query, kind: ['land'] };
      return replyFromCache(reply, reads, 'search', q, () => s.search(q));
    },
  );
}
