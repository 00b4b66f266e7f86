import {
  adInputSchema,
  adListSchema,
  adSchema,
  adStatsQuerySchema,
  adStatsSchema,
  adStatusChangeSchema,
  idParamsSchema,
  listAdsQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { AdsService } from './ads.service';

/** Advertisements as admins manage them (issue 44): /api/admin/ads. */
export function adsAdminRoutes(app: App, ads: AdsService) {
  const config = { access: ADMIN };
  const tags = ['admin-ads'];
  app.get(
    '/api/admin/ads',
    {
      schema: {
        tags,
        summary:
          'Ads, newest first, with impressions, clicks and click rate over from–to (default: the last 30 days)',
        querystring: listAdsQuerySchema,
        response: { 200: adListSchema },
      },
      config,
    },
    (request) => ads.list(request.query),
  );
  app.post(
    '/api/admin/ads',
    {
      schema: {
        tags,
        summary: 'Create an ad with an uploaded image (400 IMAGE_NOT_FOUND; audited)',
        body: adInputSchema,
        response: { 201: adSchema },
      },
      config,
    },
    async (request, reply) => reply.code(201).send(await ads.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/ads/:id',
    {
      schema: { tags, summary: 'One ad', params: idParamsSchema, response: { 200: adSchema } },
      config,
    },
    (request) => ads.get(request.params.id),
  );
  app.put(
    '/api/admin/ads/:id',
    {
      schema: {
        tags,
        summary: 'Save an ad (400 IMAGE_NOT_FOUND; audited)',
        params: idParamsSchema,
        body: adInputSchema,
        response: { 200: adSchema },
      },
      config,
    },
    (request) => ads.update(request.user!, request.params.id, request.body),
  );
  app.patch(
    '/api/admin/ads/:id/status',
    {
      schema: {
        tags,
        summary: 'Pause or resume an ad (audited)',
        params: idParamsSchema,
        body: adStatusChangeSchema,
        response: { 200: adSchema },
      },
      config,
    },
    (request) => ads.setStatus(request.user!, request.params.id, request.body.status),
  );
  app.get(
    '/api/admin/ads/:id/stats',
    {
      schema: {
        tags,
        summary: "An ad's impressions and clicks per day over from–to, zero-filled",
        params: idParamsSchema,
        querystring: adStatsQuerySchema,
        response: { 200: adStatsSchema },
      },
      config,
    },
    (request) => ads.stats(request.params.id, request.query),
  );
}
