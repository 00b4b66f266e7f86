import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommerceMessages, ItemCode } from '@afrinest/contract';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import type { Cache } from './platform/cache/cache';
import { createMailer, type Mailer } from './platform/mail/mailer';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from './platform/http/error-handler';
import { genReqId, registerHttpPlugins } from './platform/http/plugins';
import { registerAccessControl } from './platform/auth/access';
import { createIdentity } from './platform/auth/identity';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { identityTables } from './modules/users/identity-tables';
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
import { createAttemptLimiter } from './modules/auth/attempt-limiter';
import { createTokenRevocations } from './modules/auth/token-revocations';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createIdentityHooks } from './modules/auth/identity-hooks';
import { createPasswordService } from './modules/auth/password.service';
import { passwordRoutes } from './modules/auth/password.routes';
import { createSocialService } from './modules/auth/social.service';
import { socialRoutes } from './modules/auth/social.routes';
import { createExternalIdentityRepository } from './modules/auth/external-identity.repository';
import { createExternalIdentityService } from './modules/auth/external-identity.service';
import { createBearerVerifier } from './modules/auth/bearer-verifier';
import { createPreferencesRepository } from './modules/users/preferences.repository';
import { createPreferencesService } from './modules/users/preferences.service';
import { preferencesRoutes } from './modules/users/preferences.routes';
import { createStatisticsRepository } from './modules/statistics/statistics.repository';
import { createApiCallRecorder } from './modules/statistics/api-call-recorder';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { defineStatisticsJobs } from './modules/statistics/statistics.jobs';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { createGeoRepository } from './modules/geo/geo.repository';
import { createGeoSearchRepository } from './modules/geo/geo-search.repository';
import { createGeoReferenceRepository } from './modules/geo/geo-reference.repository';
import { createGeoService } from './modules/geo/geo.service';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoAdminRepository } from './modules/geo/geo-admin.repository';
import { createGeoAdminService } from './modules/geo/geo-admin.service';
import { geoAdminRoutes } from './modules/geo/geo-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createLoginLogsRepository } from './modules/login-logs/login-logs.repository';
import { createLoginLogsService } from './modules/login-logs/login-logs.service';
import { loginLogsRoutes } from './modules/login-logs/login-logs.routes';
import { recordLoginAttempts } from './modules/login-logs/login-logs.recorder';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { agenciesRoutes, createAgenciesModule } from './modules/agencies/agencies.module';
import {
  createListingsModule,
  defineListingsJobs,
  listingsAreaRoutes,
} from './modules/listings/listings.module';
import { createPublicReadCache } from './modules/listings/public-read-cache';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import type { App } from './platform/http/types';
import { createJobs, type Jobs } from './platform/jobs/jobs';
import { createStorage } from './platform/storage/create-storage';
import type { Storage } from './platform/storage/storage';
import { createMediaModule, mediaAreaRoutes } from './modules/media/media.module';
import {
  commerceRoutes,
  createCommerceModule,
  defineCommerceJobs,
} from './modules/commerce/commerce.module';
import { createContentRepository } from './modules/content/pages/content.repository';
import { createContentService } from './modules/content/pages/content.service';
import { contentRoutes } from './modules/content/pages/content.routes';
import { createContentPublicRepository } from './modules/content/pages/content-public.repository';
import { createContentPublicService } from './modules/content/pages/content-public.service';
import { contentPublicRoutes } from './modules/content/pages/content-public.routes';
import { createContentImageRepository } from './modules/content/images/content-image.repository';
import { createContentImageService } from './modules/content/images/content-image.service';
import { contentImageRoutes } from './modules/content/images/content-image.routes';
import { createLegalRepository } from './modules/content/legal/legal.repository';
import { createLegalService } from './modules/content/legal/legal.service';
import { legalRoutes } from './modules/content/legal/legal.routes';
import { adsAreaRoutes, createAdsModule } from './modules/content/ads/ads.module';
import { createEventOutbox } from './platform/events/outbox';
import {
  createWebhooksModule,
  defineWebhooksJobs,
  webhooksAreaRoutes,
} from './modules/webhooks/webhooks.module';
import {
  createExternalSystemsModule,
  externalSystemsAreaRoutes,
} from './modules/webhooks/external-systems/external-systems.module';

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Media storage; by default from the config (S3 when S3_BUCKET, else DATA_DIR/media). */
  storage?: Storage;
}

/** Builds the API from its dependencies; never listens (server.ts and tests decide that). */
export async function buildApp(deps: AppDeps) {
  const { config, database, cache } = deps;
  const { db } = database;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId,
    requestIdHeader: 'x-request-id',
    // X-Forwarded-For only from the proxies TRUSTED_PROXIES names (none by default).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before our error handler runs go out in the same shape (issue 39).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Composition root: repositories → services, each area through its own service.
  // Product events are written to the outbox in the transaction of their change (issue 45).
  const outbox = createEventOutbox();
  const mailer =
    deps.mailer ?? createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const users = createUsersService(createUsersRepository(db));
  const audit = createAuditService(createAuditRepository(db), {
    // An actor that is no user is an external system's key (issue 45): "API: <name>".
    findUsers: async (ids) => {
      const people = await users.findRecords(ids);
      const known = new Set(people.map((p) => p.id));
      const rest = ids.filter((id) => !known.has(id));
      return rest.length ? [...people, ...(await externalSystemsArea.auditActors(rest))] : people;
    },
  });
  const websiteState = createWebsiteStateService({
    repo: createWebsiteStateRepository(db),
    cache,
    audit,
  });
  const settings = createSettingsService({
    repo: createSettingsRepository(db),
    audit,
    product: config.PRODUCT_NAME,
  });
  const geo = createGeoService({
    repo: createGeoRepository(db),
    search: createGeoSearchRepository(db),
    reference: createGeoReferenceRepository(db),
    cache,
  });
  // Public listing reads answered from memory for seconds; every write they show bumps it.
  const listingReads = createPublicReadCache({
    cache,
    ttlMs: config.LISTINGS_CACHE_TTL_MS,
    maxEntries: config.LISTINGS_CACHE_MAX_ENTRIES,
  });
  const geoAdmin = createGeoAdminService({
    repo: createGeoAdminRepository(db),
    geo,
    audit,
    // The chains first: a listing answer computed after its bump must read the new names.
    placesChanged: async () => {
      await geo.placesChanged();
      await listingReads.bump();
    },
  });
  // Accounts: brute-force limits and token revocation live in the cache (Redis when set).
  const limiter = createAttemptLimiter(cache);
  // A bearer lives only while its session is open (issue 39).
  const sessions = createSessionsRepository(db);
  const revocations = createTokenRevocations(sessions);
  const onMailError = (e: unknown) => app.log.error({ err: e }, 'mail not delivered');
  const identity = createIdentity({
    db,
    config,
    mailer,
    hooks: createIdentityHooks({
      limiter,
      revocations,
      websiteState,
      onMailError,
      // user.registered is written by the account's insert (a trigger): only wake the fan-out.
      eventsWritten: outbox.written,
    }),
    tables: identityTables,
  });
  // Registration stores the terms and privacy versions accepted (issue 44).
  const legal = createLegalService({ repo: createLegalRepository(db) });
  const auth = createAuthService({
    identity,
    users,
    websiteState,
    limiter,
    sessions,
    revocations,
    legal,
  });
  const passwords = createPasswordService({
    identity,
    users,
    limiter,
    revocations,
    sessions,
    cache,
    mailer,
    config,
    tokenForSession: auth.tokenForSession,
    onMailError,
  });
  const social = createSocialService({ identity, config, websiteState });
  const externalIdentities = createExternalIdentityService({
    repo: createExternalIdentityRepository(db),
    users,
    websiteState,
  });
  const preferences = createPreferencesService(createPreferencesRepository(db));
  const loginLogs = createLoginLogsService({
    repo: createLoginLogsRepository(db),
    users,
    // Called per sign-in, after the statistics service below has been built.
    countLogin: (success, at) => statistics.countLogin(success, at),
  });
  const statisticsRepo = createStatisticsRepository(db);
  // The back office's numbers (issue 43), days in the marketplace's time zone.
  const statistics = createStatisticsService(db, {
    timeZone: config.MARKETPLACE_TIME_ZONE,
    onError: (e) => app.log.error({ err: e }, 'statistics counter not saved'),
  });
  const adminUsers = createAdminUsersService({
    users,
    audit,
    loginLogs,
    apiCallsOfUserPerDay: (userId, from) => statisticsRepo.apiCallsOfUserPerDay(userId, from),
    // Called per request, after the agencies area below has been built.
    agencyExists: (id) => agencyArea.agencies.exists(id),
  });
  const apiCalls = createApiCallRecorder(createStatisticsRepository(db), {
    flushMs: config.API_CALL_FLUSH_MS,
    timeZone: config.MARKETPLACE_TIME_ZONE,
    onError: (e) => app.log.error({ err: e }, 'api call counters not saved'),
  });
  // Commerce (issue 41): the catalogue and the entitlement ledger; use is measured by the areas
  // that own it, called per request once they are built below.
  const commerce = createCommerceModule(db, {
    outbox,
    audit,
    mailer,
    webUrl: config.WEB_URL,
    product: config.PRODUCT_NAME,
    onMailError,
    users,
    usage: {
      LISTING_SLOTS: (exec, agencyId) => listingArea.listings.activeUse(exec, agencyId),
      AGENT_SEATS: async (exec, agencyId) =>
        new Map([[null, await agencyArea.agents.seatUse(exec, agencyId)]]),
      PHOTO_STORAGE: async (exec, agencyId) =>
        new Map([[null, (await mediaArea.media.agencyUse(exec, agencyId)).storageBytes]]),
      PHOTO_COUNT: async (exec, agencyId) =>
        new Map([[null, (await mediaArea.media.agencyUse(exec, agencyId)).images]]),
    },
    agencies: {
      findById: (id) => agencyArea.agencies.findById(id),
      superAgentsOf: (id) => agencyArea.agents.superAgentsOf(id),
      requestedBy: (userId) => agencyArea.agencies.requestedBy(userId),
      names: (ids) => agencyArea.agencies.names(ids),
    },
    config,
    billing: () => settings.billing(),
    // Bound late: the job runner is built below, and the sandbox posts to this app's own route.
    send: (queue, data, options) => jobs.send(queue, data, options),
    deliver: async (url, payload, headers) =>
      (await app.inject({ method: 'POST', url, payload, headers })).statusCode,
    agents: { findRecord: (id) => users.findRecord(id) },
    listings: {
      inactiveAmong: (exec, agencyId, ids) =>
        listingArea.listings.inactiveAmong(exec, agencyId, ids),
      activate: (exec, id, by) => listingArea.listings.activateIn(exec, id, by),
      activeNewestFirst: (exec, agencyId) => listingArea.listings.activeNewestFirst(exec, agencyId),
      deactivate: (exec, id, note) => listingArea.listings.deactivateIn(exec, id, note),
      changed: listingReads.bump,
    },
  });
  const { entitlements } = commerce;
  // Agencies, agents and brokers (issue 5); an invited person's account is made by the identity.
  const agencyArea = createAgenciesModule(db, {
    outbox,
    entitlements: {
      grantFree: (agencyId) => entitlements.grantFree(agencyId),
      withSeat: (agencyId, write) => entitlements.withSeat(agencyId, write),
      assertWhatsapp: (agencyId) =>
        entitlements.assertFeature(
          agencyId,
          ItemCode.WHATSAPP_ROUTING,
          CommerceMessages.WHATSAPP_NOT_INCLUDED,
        ),
      grantWaitingPurchases: (agencyId) => commerce.payments.settlement.grantWaiting(agencyId),
    },
    geo,
    users,
    audit,
    mailer,
    webUrl: config.WEB_URL,
    product: config.PRODUCT_NAME,
    onMailError,
    // Called per request, after the listings area below has been built.
    listings: {
      get: (user, id) => listingArea.listings.get(user, id),
      countEnquiry: (id) => listingArea.listings.countEnquiry(id),
      reassignAgent: (from, to, agencyId) => listingArea.listings.reassignAgent(from, to, agencyId),
    },
    listingsChanged: listingReads.bump,
    assertRegistrationAllowed: () => websiteState.assertRegistrationAllowed(),
    createAccount: async ({ email, name, password }) => {
      await identity.api.signUpEmail({ body: { email, name, password } });
      return (await users.findIdByEmail(email))!;
    },
  });
  // Listings (issue 6): a suspended or pending agency's listings leave public view.
  const listingArea = createListingsModule(database, {
    geo,
    users,
    audit,
    outbox,
    webUrl: config.WEB_URL,
    expiry: {
      mailer,
      onMailError,
      product: config.PRODUCT_NAME,
      timeZone: config.MARKETPLACE_TIME_ZONE,
      days: config.LISTING_CONFIRM_DAYS,
      noticeDays: config.LISTING_CONFIRM_NOTICE_DAYS,
    },
    // Ids only, read on every public request so a suspension applies at once.
    hiddenAgencies: () => agencyArea.agencies.nonPublicIds(),
    agencyRefs: async (ids) => {
      const rows = await Promise.all(ids.map((id) => agencyArea.agencies.findById(id)));
      return new Map(
        rows.flatMap((a) => (a ? [[a.id, { id: a.id, name: a.name, slug: a.slug }]] : [])),
      );
    },
    reads: listingReads,
    assertCanWrite: (user) => agencyArea.agents.assertCanWrite(user),
    entitlements: {
      withSlot: (agencyId, agentId, write) => entitlements.withSlot(agencyId, agentId, write),
      spend: (c, intent, message, then) => entitlements.consume(c, intent, message, then),
    },
    // Called per request, after the media area below has been built.
    media: {
      url: (key) => storage.publicUrl(key),
      photosOf: (id) => mediaArea.media.photosOf(id),
      removeAllOf: (id) => mediaArea.media.removeAllOf(id),
    },
  });
  // Media (issue 7): photos stored by the storage adapter, processed by background jobs.
  const storage = deps.storage ?? createStorage(config);
  const jobs: Jobs = createJobs(database, {
    pollSeconds: config.JOBS_POLL_SECONDS,
    schedule: config.JOBS_SCHEDULE,
    onError: (e) => app.log.error({ err: e }, 'jobs'),
  });
  defineListingsJobs(jobs, listingArea);
  const mediaArea = createMediaModule(db, {
    storage,
    jobs,
    listings: {
      forMedia: (user, id, intent) => listingArea.listings.forMedia(user, id, intent),
      setCover: (id, cover) => listingArea.listings.setCover(id, cover),
    },
    changed: listingReads.bump,
    log: app.log,
    config,
    quotas: async (agencyId) => {
      const held = await entitlements.ceilings(agencyId, [
        ItemCode.PHOTO_STORAGE,
        ItemCode.PHOTO_COUNT,
      ]);
      // None held is no quota: NO_STORAGE_QUOTA / NO_IMAGE_QUOTA.
      return {
        storageQuotaBytes: held.get(ItemCode.PHOTO_STORAGE) ?? 0,
        imageQuota: held.get(ItemCode.PHOTO_COUNT) ?? 0,
      };
    },
  });
  defineCommerceJobs(jobs, commerce);
  defineStatisticsJobs(jobs, statistics);
  const favourites = createFavouritesService({
    repo: createFavouritesRepository(db),
    listings: listingArea.listings,
    users,
  });
  // Content pages (issue 44): Markdown saved as sanitised HTML, every save a version.
  const mediaUrl = (key: string) => storage.publicUrl(key);
  const content = createContentService({ repo: createContentRepository(db), audit, url: mediaUrl });
  const contentPublic = createContentPublicService({
    repo: createContentPublicRepository(db),
    pages: content,
    url: mediaUrl,
  });
  const contentImages = createContentImageService({
    repo: createContentImageRepository(db),
    storage,
  });
  // Advertisements (issue 44): admins' ads, serving and counting, "advertise with us" enquiries.
  const adsArea = createAdsModule(db, {
    audit,
    mailer,
    onMailError,
    url: mediaUrl,
    apiUrl: config.API_URL,
    webUrl: config.WEB_URL,
    product: config.PRODUCT_NAME,
    timeZone: config.MARKETPLACE_TIME_ZONE,
  });
  // Webhooks and external systems (issue 45): events out to endpoints; partners' API keys in.
  const webhooksArea = createWebhooksModule(db, {
    config,
    audit,
    mailer,
    onMailError,
    outbox,
    agencyNames: (ids) => agencyArea.agencies.names(ids),
    send: (queue, data, options) => jobs.send(queue, data, options),
  });
  defineWebhooksJobs(jobs, webhooksArea);
  const externalSystemsArea = createExternalSystemsModule(db, {
    audit,
    cache,
    agencyNames: (ids) => agencyArea.agencies.names(ids),
    agencyExists: (id) => agencyArea.agencies.exists(id),
    listings: listingArea.listings,
    agents: {
      find: async (id) => agencyArea.agents.findRow(id),
      activeOf: (agencyId) => agencyArea.agents.activeOfAgency(agencyId),
    },
    findAuthUser: (id) => users.findAuthUser(id),
  });
  const verifier = createBearerVerifier({
    config,
    loadJwks: () => auth.jwks(),
    revocations,
    externalIdentities,
  });

  await registerHttpPlugins(app, { config, cache });
  registerErrorHandling(app);
  registerAccessControl(app, {
    verifier,
    loadUser: (id) => users.findAuthUser(id),
    suspended: revocations.endedAllOf,
    apiKey: (key) => externalSystemsArea.apiKeys.authenticate(key),
  });

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
  // Running jobs finish (or time out) before the database they write to closes.
  app.addHook('onClose', async () => jobs.stop());
  // Every answer of the sign-in route becomes a login-log row (login-logs.recorder.ts).
  recordLoginAttempts(app, loginLogs, { routes: ['/api/auth/login'], log: app.log });

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
  geoRoutes(app, geo);
  geoAdminRoutes(app, geoAdmin);
  authRoutes(app, auth, { authRateLimit: config.AUTH_RATE_LIMIT_MAX });
  passwordRoutes(app, passwords, { authRateLimit: config.AUTH_RATE_LIMIT_MAX });
  socialRoutes(app, social, { apiUrl: config.API_URL });
  usersRoutes(app, users, { passwords });
  preferencesRoutes(app, preferences);
  adminUsersRoutes(app, adminUsers);
  loginLogsRoutes(app, loginLogs);
  auditRoutes(app, audit);
  agenciesRoutes(app, agencyArea);
  listingsAreaRoutes(app, listingArea);
  favouritesRoutes(app, favourites);
  mediaAreaRoutes(app, mediaArea);
  commerceRoutes(app, commerce);
  statisticsRoutes(app, statistics);
  contentRoutes(app, content);
  contentPublicRoutes(app, contentPublic);
  contentImageRoutes(app, contentImages, { maxFileBytes: config.MEDIA_MAX_FILE_BYTES });
  legalRoutes(app, legal);
  adsAreaRoutes(app, adsArea);
  webhooksAreaRoutes(app, webhooksArea);
  externalSystemsAreaRoutes(app, externalSystemsArea);
  if (config.devMailbox) devMailboxRoutes(app, db);

  await app.ready();
  await jobs.start();
  return Object.assign(app, {
    services: {
      users,
      websiteState,
      settings,
      geo,
      geoAdmin,
      auth,
      audit,
      apiCalls,
      statistics,
      mailer,
      identity,
      passwords,
      preferences,
      loginLogs,
      adminUsers,
      ...agencyArea,
      ...listingArea,
      favourites,
      ...mediaArea,
      ...commerce,
      content,
      contentPublic,
      contentImages,
      legal,
      ...adsArea,
      ...webhooksArea,
      ...externalSystemsArea,
      outbox,
      jobs,
    },
  });
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
