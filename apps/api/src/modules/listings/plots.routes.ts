import {
  featuredQuerySchema,
  listingPageSchema,
  listingSchema,
  listingSearchQuerySchema,
  nearbyQuerySchema,
} from '@afrinest/contract';
import { z } from 'zod';
import type { App } from '../../platform/http/types';
import type { ListingsService } from './listings.service';

/** /api/plots (SPEC §7): the same listings, kind land only. */
export function plotsRoutes(app: App, s: ListingsService) {
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
          response: { 200: listingPageSchema },
        },
        config,
      },
      (request) => s.search({ ...request.query, kind: ['land'] }),
    );
  app.get(
    '/api/plots/featured',
    {
      schema: {
        tags,
        summary: 'Featured plots now',
        querystring: featuredQuerySchema,
        response: { 200: z.object({ data: z.array(listingSchema) }) },
      },
      config,
    },
    (request) => s.featured({ ...request.query, kind: 'land' }),
  );
  app.get(
    '/api/plots/nearby',
    {
      schema: {
        tags,
        summary: 'Plots around lat, lng within radiusKm (default 25), nearest first',
        querystring: nearbyQuerySchema,
        response: { 200: listingPageSchema },
      },
      config,
    },
    (request) => s.search({ ...request.query, kind: ['land'] }),
  );
}
