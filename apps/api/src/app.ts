import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JSONWebKeySet } from 'jose';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import type { Cache } from './platform/cache/cache';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { registerErrorHandling } from './platform/http/error-handler';
import { genReqId, registerHttpPlugins } from './platform/http/plugins';
import { registerAccessControl } from './platform/auth/access';
import { createIdentity } from './platform/auth/identity';
import { createJwksVerifier } from './platform/auth/token-verifier';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createWebsiteStateRepository } from './modules/website-state/website-state.repository';
import { createWebsiteStateService } from './modules/website-state/website-state.service';
import { websiteStateRoutes } from './modules/website-state/website-state.routes';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createStatisticsRepository } from './modules/statistics/statistics.repository';
import { createApiCallRecorder } from './modules/statistics/api-call-recorder';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import type { App } from './platform/http/types';

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API from its dependencies; never listens (server.ts and tests decide that). */
export async function buildApp(deps: AppDeps) {
  const { config, database, cache } = deps;
  const { db } = database;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId,
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Composition root: repositories → services, each area through its own service.
  const mailer =
    deps.mailer ?? createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const audit = createAuditService(createAuditRepository(db));
  const users = createUsersService(createUsersRepository(db));
  const websiteState = createWebsiteStateService({
    repo: createWebsiteStateRepository(db),
    cache,
    audit,
  });
  const settings = createSettingsService({ repo: createSettingsRepository(db), audit });
  const identity = createIdentity({ db, config, mailer });
  const auth = createAuthService({ identity, users, websiteState });
  const apiCalls = createApiCallRecorder(createStatisticsRepository(db), {
    flushMs: config.API_CALL_FLUSH_MS,
    onError: (e) => app.log.error({ err: e }, 'api call counters not saved'),
  });
  const verifier = createJwksVerifier({
    loadJwks: async () => (await auth.jwks()) as unknown as JSONWebKeySet,
    issuer: config.API_URL,
    audience: config.API_URL,
  });

  await registerHttpPlugins(app, { config, cache });
  registerErrorHandling(app);
  registerAccessControl(app, { verifier, loadUser: (id) => users.findAuthUser(id) });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.bypassWebsiteState) return;
    await websiteState.assertRequestAllowed(request.user?.role ?? null);
  });
  app.addHook('onResponse', async (request, reply) => {
    apiCalls.record({
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: reply.statusCode,
      userId: request.user?.id ?? null,
      durationMs: reply.elapsedTime,
      at: new Date(),
    });
  });
  app.addHook('onClose', async () => apiCalls.stop());

  healthRoutes(app, { ping: database.ping });
  app.get(
    '/openapi.json',
    {
      schema: { hide: true, response: { 200: z.unknown() } },
      config: { access: 'public', bypassWebsiteState: true },
    },
    () => app.swagger(),
  );
  websiteStateRoutes(app, websiteState);
  settingsRoutes(app, settings);
  authRoutes(app, auth, { authRateLimit: config.AUTH_RATE_LIMIT_MAX });
  usersRoutes(app, users);
  if (config.devMailbox) devMailboxRoutes(app, db);

  await app.ready();
  return Object.assign(app, {
    services: { users, websiteState, settings, auth, audit, apiCalls, mailer, identity },
  });
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
