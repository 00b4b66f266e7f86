import { listingMapQuerySchema, listingMapSchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import { replyFromCache, type PublicReadCache } from '../public-read-cache';
import type { ListingsMapService } from './map.service';

/**
 * GET /api/properties/map and /api/plots/map (land only): clusters or points in a box, from the
 * public read cache (ADR 0021).
 */
export function listingsMapRoutes(app: App, s: ListingsMapService, reads: PublicReadCache) {
  for (const [url, tags, land] of [
    ['/api/properties/map', ['listings'], false],
    ['/api/plots/map', ['plots'], true],
  ] as const)
    app.get(
      url,
      {
        schema: {
          tags: [...tags],
          summary: 'Listings in a box for a map: grid clusters at low zoom, points at high zoom',
          querystring: listingMapQuerySchema,
          response: { 200: listingMapSchema },
        },
        config: { access: 'public' },
      },
      (request, reply) => {
        const q = land ? { ...request.query, kind: ['land' as const] } : request.query;
        return replyFromCache(reply, reads, 'map', q, () => s.map(q));
      },
    );
}
