// The outbox's cost on a listing update (issue 45: ≤ 1 ms of PostgreSQL time), on a database of
// its own (afrinest_bench_outbox, made afresh and dropped at the end):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/outbox-cost.ts [--n=2000]
//
// The listings repository's own update transaction (UPDATE … RETURNING, then COMMIT), with and
// without the listing.updated emit (one INSERT into event_outbox in the same transaction), the
// two alternating so that both meet the same cache and autovacuum. 1. Each transaction's time as
// the client waits for it (one connection, local socket): the difference is the emit's whole
// cost, its round trip included. 2. The server's own time of that INSERT alone (EXPLAIN ANALYZE:
// planning + execution), in a transaction rolled back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { createEventOutbox } from '../apps/api/src/platform/events/outbox';
import {
  createListingEvents,
  listingEventData,
} from '../apps/api/src/platform/events/listing-events';
import { createListingsRepository } from '../apps/api/src/modules/listings/crud/listings.repository';
import { ensureAccount } from '../apps/api/src/seed/accounts';
import { seedDemoAgencies } from '../apps/api/src/seed/demo-agencies';
import { seedDemoListings } from '../apps/api/src/seed/demo-listings';
import { seedReferenceOn } from '../apps/api/src/seed/reference/index';

const BENCH_DB = 'afrinest_bench_outbox';
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 2000);
const WARM_UP = 200;
const WEB_URL = 'http://localhost:8080';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { mean: xs.reduce((s, x) => s + x, 0) / xs.length, p95: percentile(sorted, 95) };
};
const ms = (n: number) => n.toFixed(3);

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

/** One demo agency, one agent and the demo listings; answers one listing's id. */
async function aListing(app: BuiltApp): Promise<string> {
  const email = 'bench-agent@bench.afrinest';
  await ensureAccount(app.services, {
    email,
    password: 'Bench-password-123',
    name: 'Bench Agent',
    role: 'AGENT',
  });
  await seedDemoAgencies(app.services, [{ email }]);
  const [first] = await seedDemoListings(app.services, [email]);
  if (!first) throw new Error('no listing seeded');
  return first.id;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (a PostgreSQL server)');
  const bench = new URL(url);
  if (bench.pathname === `/${BENCH_DB}`) throw new Error(`DATABASE_URL must not be ${BENCH_DB}`);
  bench.pathname = `/${BENCH_DB}`;
  await onServer(url, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${BENCH_DB}`);
  // One connection: every transaction measured on the same backend, none waiting for a pool.
  const database = fromPostgres(bench.toString(), 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-bench-outbox-'));
  const checker = new pg.Client({ connectionString: bench.toString() });
  let app: BuiltApp | undefined;
  try {
    await runMigrations(database);
    await seedReferenceOn(database.db);
    const config = loadConfig({
      ...{ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_SCHEDULE: 'false' },
      ...{ API_URL: 'http://localhost:3000', WEB_URL },
    });
    const cache = createCache(undefined, 'afrinest-bench-outbox:');
    app = await buildApp({ config, database, cache, logger: false });
    const id = await aListing(app);
    const repo = createListingsRepository(database.db);
    const events = createListingEvents(createEventOutbox(), WEB_URL);

    const times = { without: [] as number[], with: [] as number[] };
    for (let i = 0; i < WARM_UP + 2 * N; i++) {
      const emit = i % 2 === 0;
      const t = performance.now();
      await repo.update(
        id,
        { title: `Bench house ${i}` },
        undefined,
        emit ? events.updated : undefined,
      );
      const took = performance.now() - t;
      if (i >= WARM_UP) (emit ? times.with : times.without).push(took);
    }

    // The INSERT alone, as the server times it.
    await checker.connect();
    const row = (await repo.findById(id))!;
    const data = JSON.stringify(listingEventData(row, WEB_URL));
    const server: number[] = [];
    for (let i = 0; i < N; i++) {
      await checker.query('begin');
      const plan = await checker.query(
        `explain (analyze, format json) insert into event_outbox (type, agency_id, data)
         values ('listing.updated', $1, $2::jsonb)`,
        [row.agencyId, data],
      );
      await checker.query('rollback');
      const [p] = plan.rows[0]['QUERY PLAN'] as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      if (i >= Math.min(WARM_UP, N / 10)) server.push(p!['Planning Time'] + p!['Execution Time']);
    }
    const version = ((await checker.query('select version() as v')).rows[0] as { v: string }).v;

    const a = stats(times.without);
    const b = stats(times.with);
    const s = stats(server);
    console.log(
      `${version.split(' on ')[0]}; ${N} updates of one listing with and without the emit, alternating.`,
    );
    console.log('| listing update (client waits, ms) | n | mean | p95 |');
    console.log('| --- | --- | --- | --- |');
    console.log(`| without the emit | ${times.without.length} | ${ms(a.mean)} | ${ms(a.p95)} |`);
    console.log(`| with the emit | ${times.with.length} | ${ms(b.mean)} | ${ms(b.p95)} |`);
    console.log(`| difference | | ${ms(b.mean - a.mean)} | ${ms(b.p95 - a.p95)} |`);
    console.log(
      `| the INSERT alone, server time (plan + execute) | ${server.length} | ${ms(s.mean)} | ${ms(s.p95)} |`,
    );
    const budget = 1;
    console.log(
      b.mean - a.mean <= budget
        ? `within the budget (≤ ${budget} ms)`
        : `OVER the budget (≤ ${budget} ms)`,
    );
  } finally {
    await checker.end().catch(() => {});
    await app?.close();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(url, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
