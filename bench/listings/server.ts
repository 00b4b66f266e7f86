import type { Logger } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createMemoryCache } from '../../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../../apps/api/src/platform/db/client';
import { runMigrations } from '../../apps/api/src/platform/db/migrate';

/** A statement the API sent, with its parameters, as drizzle's logger sees it. */
export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * The bench's child process: the API on the bench database as in production, and beside it a
 * control server that records the statements the API sends between /capture/start and
 * /capture/stop (the bench replays one slow draw at a time in between). Prints both URLs.
 */
export async function serve(databaseUrl: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: databaseUrl,
    // Off unless set: the bench measures the database, not the read cache.
    LISTINGS_CACHE_TTL_MS: process.env.LISTINGS_CACHE_TTL_MS ?? '0',
  });
  let captured: Statement[] | null = null;
  const logger: Logger = {
    logQuery: (query, params) => captured?.push({ query, params }),
  };
  const database = fromPostgres(databaseUrl, undefined, { logger });
  // Indexes added since the data was generated are built here, as a deployment would.
  await runMigrations(database);
  const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
  const api = await app.listen({ host: '127.0.0.1', port: 0 });

  const control = Fastify({ logger: false });
  control.post('/capture/start', () => {
    captured = [];
    return { ok: true };
  });
  control.post('/capture/stop', (_request, reply) => {
    const taken = captured ?? [];
    captured = null;
    // Parameters may hold bigints, which JSON cannot: sent as their decimal text.
    const body = JSON.stringify(taken, (_key, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    return reply.type('application/json').send(body);
  });
  const controlUrl = await control.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ api, control: controlUrl }));
}
