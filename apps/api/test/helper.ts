import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Role } from '@afrinest/contract';
import { buildApp, type AppDeps, type BuiltApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPglite, fromPglite, fromPostgres, type Database } from '../src/platform/db/client';
import { createCache, type Cache } from '../src/platform/cache/cache';
import { ensureAccount } from '../src/seed/accounts';
import { withDatabase } from './global-setup';

export const TEST_PASSWORD = 'Test-password-123';
export const ROLES: Role[] = ['USER', 'AGENT', 'SUPER_AGENT', 'ASSISTANT_ADMIN', 'AFRI_ADMIN'];

/**
 * The SQLSTATE with which the database refuses a statement ('23514': a CHECK), or 'ok' where it
 * runs it (drizzle wraps the driver's error as its cause).
 */
export const sqlStateOf = (database: Database, statement: SQL) =>
  database.db.execute(statement).then(
    () => 'ok',
    (e: { cause?: { code?: string } }) => e.cause?.code,
  );

/** A fresh copy of the migrated database for one test file, on PGlite or the real PostgreSQL. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = process.env.AFRINEST_TEST_TEMPLATE;
  if (url && template) {
    const name = `afrinest_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = fromPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dump = process.env.AFRINEST_TEST_PGLITE_DUMP;
  if (!dump) throw new Error('global setup did not prepare a database');
  const client = await createPglite(undefined, { loadDataDir: new Blob([readFileSync(dump)]) });
  return fromPglite(client);
}

export interface TestContext {
  app: BuiltApp;
  database: Database;
  cache: Cache;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'storage'> & { database?: (fresh: Database) => Database } = {},
): Promise<TestContext> {
  // Each file keeps its media in its own folder, removed at close.
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JOBS_SCHEDULE: 'false',
    JOBS_POLL_SECONDS: '0.5',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_URL: 'http://localhost:3000',
    WEB_URL: 'http://localhost:8080',
    DEV_MAILBOX: 'true',
    REDIS_URL: process.env.REDIS_URL,
    ...env,
  });
  const fresh = await freshDatabase();
  const database = deps.database ? deps.database(fresh) : fresh;
  // Each file gets its own Redis key space so parallel files never see each other's limits.
  const cache = createCache(config.REDIS_URL, `afrinest-test-${randomBytes(4).toString('hex')}:`);
  const app = await buildApp({ config, database, cache, logger: false, storage: deps.storage });
  return {
    app,
    database,
    cache,
    config,
    async close() {
      await app.close();
      await cache.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const emailFor = (role: Role) => `${role.toLowerCase().replace('_', '-')}@test.afrinest`;

/** Creates a verified account of a role and signs it in; returns its bearer token. */
export async function signInAs(
  ctx: TestContext,
  role: Role,
  opts: { email?: string; agencyId?: string | null } = {},
) {
  const email = opts.email ?? emailFor(role);
  const id = await ensureAccount(ctx.app.services, {
    email,
    password: TEST_PASSWORD,
    name: `Test ${role}`,
    role,
    agencyId: opts.agencyId ?? null,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in as ${role} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string };
  return {
    id,
    email,
    token: body.token,
    cookie: cookieOf(res.headers['set-cookie']),
    auth: { authorization: `Bearer ${body.token}` },
  };
}

export function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
