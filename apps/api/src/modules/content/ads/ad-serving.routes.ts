import { z } from 'zod';
import { idParamsSchema, serveAdQuerySchema, servedAdSchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { AdServing } from './ad-serving.service';
import { adNotFound } from './ads-errors';

/** Short, public: one answer serves a slot for a while; a new ad shows within this. */
const SERVE_CACHE_CONTROL = 'public, max-age=30';
/**
 * Per client and minute: far above what a person reaches (a page shows an ad or two), low
 * enough that one address cannot inflate an ad's figures.
 */
const IMPRESSIONS_PER_MINUTE = 120;
const CLICKS_PER_MINUTE = 30;

/** Serving and counting, public and cookie-free (issue 44). */
export function adServingRoutes(app: App, serving: AdServing) {
  const tags = ['ads'];
  app.get(
    '/api/ads',
    {
      schema: {
        tags,
        summary: 'The ad for a slot, picked by weight among those live and targeted (null: none)',
        querystring: serveAdQuerySchema,
        response: { 200: servedAdSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const ad = await serving.serve(request.query);
      return reply.header('cache-control', SERVE_CACHE_CONTROL).send(ad);
    },
  );
  app.get(
    '/api/ads/:id/click',
    {
      schema: {
        tags,
        summary: 'Counts a click on a live ad and redirects to the link its admin set (302)',
        params: idParamsSchema,
      },
      config: {
        access: 'public',
        rateLimit: { max: CLICKS_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const link = await serving.click(request.params.id, request.headers['user-agent']);
      if (!link) throw adNotFound();
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );
  app.register(async (plugin) => {
    // The scope keeps the app's zod type provider (register's callback types it plainly).
    const scope = plugin as unknown as App;
    // navigator.sendBeacon posts text/plain, a form or nothing: whatever comes is ignored.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_r, _body, done) =>
      done(null, undefined),
    );
    scope.post(
      '/api/ads/:id/impressions',
      {
        schema: {
          tags,
          summary: 'Counts an impression (a beacon once half the ad was in view); always 204',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
        config: {
          access: 'public',
          rateLimit: { max: IMPRESSIONS_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        await serving.impression(request.params.id, request.headers['user-agent']);
        return reply.header('cache-control', 'no-store').code(204).send(null);
      },
    );
  });
}
