import { healthSchema, readinessSchema } from '@afrinest/contract';
import type { App } from '../../platform/http/types';

export function healthRoutes(app: App, deps: { ping: () => Promise<boolean> }) {
  const config = { access: 'public' as const, bypassWebsiteState: true, rateLimit: false as const };

  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
      config,
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      config,
    },
    async (_request, reply) => {
      const database = await deps.ping();
      return reply
        .status(database ? 200 : 503)
        .send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
}
