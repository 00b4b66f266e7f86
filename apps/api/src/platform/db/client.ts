import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { checkFlatSql, flatSql } from './flat-sql';
import * as schema from './schema';

/** The one database type the code above the adapter sees, PGlite or PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
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
 * `db.execute` hands drizzle each statement of `sql` templates flattened (`flatSql`, ADR 0035):
 * the same text and values, written without drizzle walking every nested template again. With
 * FLAT_SQL_CHECK=1 (the API's tests), each one is also checked against drizzle's own writing.
 */
function flatStatements(db: Db): Db {
  const execute = db.execute.bind(db);
  const check = process.env.FLAT_SQL_CHECK === '1';
  db.execute = ((query: Parameters<Db['execute']>[0]) => {
    if (typeof query === 'string') return execute(query);
    const original = query.getSQL();
    const flat = flatSql(original);
    if (check) checkFlatSql(original, flat);
    return execute(flat);
  }) as Db['execute'];
  return db;
}

/**
 * Every PGlite instance of the product (server, tests, benches) is made here, so each one has
 * the extensions the migrations create (pg_trgm: place-name search).
 */
export const pgliteExtensions = { pg_trgm };
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
  const db = flatStatements(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
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

/**
 * The comment that opens a read whose generic plan is as good as a planned one for every value of
 * its parameters (ADR 0030), written by `prepared`. On PostgreSQL such a read becomes a named
 * statement (`prepareReads`); PGlite ignores the comment. A mark in the text rather than
 * drizzle's `.prepare(name)`, so a read written as SQL (`db.execute`) can carry it too (ADR 0031).
 */
export const PREPARED = '/* prepared */ ';
export const prepared = (query: SQL): SQL => sql`${sql.raw(PREPARED)}${query}`;

/** Named statements kept by one connection at most (ADR 0030); past it, reads go unnamed. */
export const NAMED_STATEMENTS_PER_CONNECTION = 100;

/** A statement's name on the server: the hash of its text, so the same text is the same name. */
export const statementName = (text: string) =>
  `r_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * The text of a read marked PREPARED, as drizzle hands node-postgres its queries (a config with
 * `text`), or null for any other query.
 */
function preparedText(config: unknown): string | null {
  const text = (config as { text?: unknown } | null)?.text;
  return typeof config === 'object' && typeof text === 'string' && text.startsWith(PREPARED)
    ? text
    : null;
}

/**
 * Makes a node-postgres client prepare the reads marked PREPARED (ADR 0030). Each is sent as a
 * statement named by its text's hash, so the server parses it once per connection and plans it
 * once (`fromPostgres` sends these reads on connections that always use the generic plan; in a
 * transaction, PostgreSQL's default keeps one after five runs when it costs no more than
 * planning each run): planning was half of PostgreSQL's time on a search. Up to
 * NAMED_STATEMENTS_PER_CONNECTION texts a connection (each holds its parse tree and plan in the
 * server's memory); later ones run unnamed. The common searches come first, and a connection the
 * pool closes when idle starts empty.
 */
export function prepareReads(client: pg.ClientBase): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  const withName = (asked: unknown): unknown => {
    const text = preparedText(asked);
    const config = asked as { text: string; name?: unknown };
    if (text === null || config.name) return asked;
    const name = statementName(text);
    if (!named.has(name) && named.size >= NAMED_STATEMENTS_PER_CONNECTION)
      return { ...config, name: undefined };
    named.add(name);
    return { ...config, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(withName(config), ...rest)) as typeof client.query;
}

export function fromPostgres(url: string, max = 10): Database {
  // JIT off for every session (ADR 0014): the listing counts and aggregates cost enough to
  // trigger it, and compiling took ~1 s for queries that run in milliseconds.
  const options = '-c jit=off';
  const lost = (error: Error) => console.warn(`database: idle connection lost (${error.message})`);
  /**
   * The reads marked PREPARED run on connections of their own that always use the generic plan
   * (ADR 0030, amendment): PostgreSQL's default keeps planning each run where its estimate of the
   * generic plan is higher, which for a box's page was 71,519 against 3,983 while the plan ran
   * in 1.8–10 ms. Everything else (writes, transactions, reads planned each time) uses the main
   * pool, whose plan cache stays PostgreSQL's default.
   */
  const generic = new pg.Pool({
    connectionString: url,
    max,
    options: `${options} -c plan_cache_mode=force_generic_plan`,
  });
  const pool = new pg.Pool({ connectionString: url, max, options });
  for (const each of [pool, generic]) {
    each.on('connect', prepareReads);
    // An idle client whose server connection ends (a restart, a failover, an admin's terminate)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    each.on('error', lost);
  }
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const genericQuery = generic.query.bind(generic) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    (preparedText(args[0]) !== null ? genericQuery : query)(...args)) as typeof pool.query;
  const db = flatStatements(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: async () => {
      await Promise.all([pool.end(), generic.end()]);
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
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
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
