import { z } from 'zod';
import { authProvidersResponseSchema } from '@afrinest/contract';
import { fromNodeHeaders } from 'better-auth/node';
import { notFound } from '../../platform/http/errors';
import type { App } from '../../platform/http/types';
import type { SocialService } from './social.service';

const providerParams = z.object({ provider: z.string().min(1).max(40) });

/**
 * Only these paths of better-auth's social sign-in are mounted (ADR 0001): the start, which we
 * answer ourselves, and the provider's callback, passed to better-auth. Both stay behind the
 * website-state guard.
 */
export function socialRoutes(app: App, service: SocialService, opts: { apiUrl: string }) {
  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers configured (none: the buttons are hidden)',
        response: { 200: authProvidersResponseSchema },
      },
      config: { access: 'public', bypassWebsiteState: true },
    },
    () => service.providers(),
  );

  app.get(
    '/api/auth/social/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open in the sign-in popup: redirects to the provider',
        params: providerParams,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { location, setCookies } = await service.start(
        request.params.provider,
        fromNodeHeaders(request.headers),
      );
      for (const c of setCookies) reply.header('set-cookie', c);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/api/auth/callback/:provider',
    {
      schema: { hide: true, params: providerParams },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (!service.isConfigured(request.params.provider)) throw notFound();
      const answer = await service.callback(
        new Request(new URL(request.url, opts.apiUrl), {
          method: 'GET',
          headers: fromNodeHeaders(request.headers),
        }),
      );
      reply.status(answer.status);
      for (const c of answer.setCookies) reply.header('set-cookie', c);
      if (answer.location) reply.header('location', answer.location);
      return reply.send(answer.body);
    },
  );
}
