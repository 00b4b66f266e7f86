import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the code above the adapter sees, PGlite or PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * Where public reads go (search, map, public pages): a read replica when READ_DATABASE_URL is
   * set, else `db` itself. A replica lags its primary a little: never read back a write here.
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own statements (pg-boss, ADR 0008), answered as
   * node-postgres answers: without values the text may hold several statements (the simple
   * protocol), and several statements answer one result each, in order (pg-boss's monitor reads
   * every one of them).
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
}

/**
 * Every PGlite instance of the product (server, tests, benches) is made here, so each one has
 * the extensions the migrations create (pg_trgm: place names; cube and earthdistance: radius).
 */
export const pgliteExtensions = { pg_trgm, cube, earthdistance };
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const withExtensions = {
    ...options,
    extensions: { ...pgliteExtensions, ...options.extensions },
  };
  return dataDir ? PGlite.create(dataDir, withExtensions) : PGlite.create(withExtensions);
}

/** One statement's answer, as node-postgres and PGlite both give it. */
export interface SqlResult {
  rows: unknown[];
}

/** The rows of a `db.execute` answer (typed by the caller: raw SQL has no row type). */
export const rowsOf = <T>(result: unknown): T[] => (result as SqlResult).rows as T[];

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    read: db,
    kind: 'pglite',
    ping: () => ping(db),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.length === 1 ? results[0]! : results;
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Options of a PostgreSQL connection: drizzle's logger sees every statement (the bench). */
export interface PostgresOptions {
  logger?: Logger;
  /** Public reads (search, map, public pages) go here: a read replica (`READ_DATABASE_URL`). */
  readUrl?: string;
}

function pgPool(url: string, max: number) {
  // JIT off for every session: compiling took far longer than the short reads it would speed.
  // No parallel workers: many short reads at once share a few cores better one process each.
  const options = '-c jit=off -c max_parallel_workers_per_gather=0';
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle client whose server connection ends (a restart, a failover, an admin's terminate)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
  pool.on('error', (error: Error) =>
    console.warn(`database: idle connection lost (${error.message})`),
  );
  return pool;
}

export function fromPostgres(url: string, max = 10, options: PostgresOptions = {}): Database {
  const pool = pgPool(url, max);
  const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
  const readPool = options.readUrl && options.readUrl !== url ? pgPool(options.readUrl, max) : null;
  const read = readPool
    ? (drizzlePg(readPool, { schema, logger: options.logger }) as unknown as Db)
    : db;
  return {
    db,
    read,
    kind: 'postgres',
    ping: () => ping(db),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
    executeSql: async (text, values) => {
      // node-postgres sends text without values by the simple protocol: several statements
      // answer an array of results, which is what pg-boss expects.
      return (await pool.query(text, values?.length ? values : undefined)) as
        pg.QueryResult | pg.QueryResult[];
    },
  };
}

/** PGlite on disk in dataDir/db when no DATABASE_URL is given (the embedded default). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  readDatabaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl)
    return fromPostgres(opts.databaseUrl, 10, { readUrl: opts.readDatabaseUrl });
  const dir = `${opts.dataDir}/db`;
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite(dir));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
