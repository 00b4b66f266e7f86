import {
  homeListingsSchema,
  listingIdParamsSchema,
  listingSummaryListSchema,
  similarQuerySchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsHomeService } from './home.service';
import { replyFromCache, type PublicReadCache } from '../public-read-cache';

/**
 * The home page's listing sections and a listing's similar ones (issue 39), public and answered
 * from the public read cache (ADR 0021) like the searches they are made of.
 */
export function listingsHomeRoutes(app: App, s: ListingsHomeService, reads: PublicReadCache) {
  const tags = ['listings'];
  const config = { access: 'public' as const };
  app.get(
    '/api/properties/home',
    {
      schema: {
        tags,
        summary: 'The home page: featured, latest and plots, none twice, photos first',
        response: { 200: homeListingsSchema },
      },
      config,
    },
    (_request, reply) => replyFromCache(reply, reads, 'home', {}, () => s.home()),
  );
  app.get(
    '/api/properties/:id/similar',
    {
      schema: {
        tags,
        summary: 'Listings of the same kind and purpose within 10 km, nearest first',
        params: listingIdParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: listingSummaryListSchema },
      },
      config,
    },
    (request, reply) =>
      replyFromCache(reply, reads, 'similar', { ...request.params, ...request.query }, () =>
        s.similar(request.params.id, request.query.limit),
      ),
  );
}
