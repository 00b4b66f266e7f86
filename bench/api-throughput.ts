// Requests per second of a bare API route (/healthz) through the full plugin stack, with autocannon.
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPglite, fromPglite } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { createMemoryCache } from '../apps/api/src/platform/cache/cache';

export async function apiThroughput(opts: { path: string; seconds: number; connections: number }) {
  const database = fromPglite(await createPglite());
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const result = await autocannon({
      url: `${url}${opts.path}`,
      connections: opts.connections,
      duration: opts.seconds,
    });
    return {
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await app.close();
    await database.close();
  }
}
