import { z } from 'zod';
import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  loginRequestSchema,
  Messages,
  okSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenResponseSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@afrinest/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { App } from '../../platform/http/types';
import type { AuthService } from './auth.service';

/** Sign-in and registration are stricter than the global rate limit (brute force). */
export function authRoutes(app: App, service: AuthService, opts: { authRateLimit: number }) {
  const strict = { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Create an account (sends a verification mail); legal: the versions accepted (409 STALE_LEGAL)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
      config: { access: 'public', ...strict },
    },
    async (request, reply) => {
      await service.register(request.body, fromNodeHeaders(request.headers));
      return reply.status(201).send({ ok: true, message: Messages.REGISTERED });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema },
      },
      config: { access: 'public', bypassWebsiteState: true, ...strict },
    },
    async (request, reply) => {
      const { body, setCookies } = await service.login(
        request.body,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      for (const c of setCookies) reply.header('set-cookie', c);
      return body;
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renew the bearer JWT from the session cookie',
        response: { 200: tokenResponseSchema },
      },
      config: { access: 'public', bypassWebsiteState: true },
    },
    (request) => service.refresh(request.headers.cookie),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'End the session', response: { 200: okSchema } },
      config: { access: 'public', bypassWebsiteState: true },
    },
    async (request, reply) => {
      const ended = await service.logout(request.headers.cookie, request.sessionId);
      for (const c of ended) reply.header('set-cookie', c);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address from the emailed link',
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema },
      },
      config: { access: 'public', ...strict },
    },
    (request) => service.verifyEmail(request.query.token),
  );

  app.get(
    '/api/auth/check-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an address is registered (rate limited per IP)',
        querystring: checkEmailQuerySchema,
        response: { 200: checkEmailResponseSchema },
      },
      config: { access: 'public', ...strict },
    },
    (request) => service.checkEmail(request.query.email),
  );

  app.get(
    '/api/auth/jwks',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public keys that verify our JWTs',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
      config: { access: 'public' },
    },
    async () => (await service.jwks()) as unknown as { keys: Record<string, unknown>[] },
  );
}
