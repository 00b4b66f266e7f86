// What the entitlement checks add to a listing write and an upload (issue 41: ≤ 1 ms of
// PostgreSQL time a call), on the generated 1,000,000 listings after migrating them.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-generate.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/entitlements.ts [--try]
//
// Migrates the bench database, then for the 20 agencies with the most listings runs what each
// check adds, one at a time on an idle server, inside BEGIN … ROLLBACK: publishing (the agency's
// lock, its valid listing-slot lots, its live listings per agent as listing_live_count keeps
// them), once on the FREE package and once with 10,000 slots granted in the same transaction; uploading (the
// photo-storage and photo-count ceilings; the agency's photo use was read before issue 41). It
// prints the client's wait and PostgreSQL's own time (EXPLAIN ANALYZE of the same statements).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ItemCode } from '@afrinest/contract';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { rowsOf } from '../apps/api/src/platform/db/client';
import { createLedgerRepository } from '../apps/api/src/modules/commerce/entitlements/ledger.repository';
import { createListingsRepository } from '../apps/api/src/modules/listings/crud/listings.repository';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchDatabase, benchUrl } from './listings-generate';
import { recordResults } from './results-file';

const AGENCIES = 20;
const ROUNDS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(2);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL server');
  const capture: { into: Statement[] | null } = { into: null };
  const database = fromPostgres(benchUrl(url), 2, {
    logger: { logQuery: (query, params) => capture.into?.push({ query, params }) },
  });
  const { db } = database;
  const applied = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'ledger_operation'`,
    ),
  )[0]!.n;
  const started = performance.now();
  await runMigrations(database);
  const migration = performance.now() - started;
  const pending = applied ? 'the migrations not applied yet' : 'migration 0038 and later';

  const listings = rowsOf<{ listings: number }>(
    await db.execute(sql`select count(*)::int as listings from listing`),
  )[0]!.listings;
  const top = rowsOf<{ id: string; n: number }>(
    await db.execute(sql`
      select agency_id as id, count(*)::int as n from listing
      where deleted_at is null group by agency_id order by count(*) desc limit ${AGENCIES}`),
  );
  const ids = Object.fromEntries(
    rowsOf<{ code: string; id: string }>(
      await db.execute(sql`select code, id from catalogue_item where built_in`),
    ).map((r) => [r.code, r.id]),
  );
  const ledger = createLedgerRepository(db);
  const listingsRepo = createListingsRepository(db);

  const slots = ids[ItemCode.LISTING_SLOTS]!;
  /** The publishing check as entitlements.service.ts runs it: lock, lots, live listings. */
  const publish = async (tx: typeof db, agencyId: string) => {
    await ledger.lockAgency(tx, agencyId);
    await ledger.lotsOf(tx, agencyId, [slots], new Date());
    await listingsRepo.activeUse(tx, agencyId);
  };
  /** A grant of `n` more slots inside the check's transaction (rolled back with it). */
  const grantSlots = (n: number) => async (tx: typeof db, agencyId: string) => {
    await ledger.append(
      tx,
      {
        agencyId,
        kind: 'GRANT',
        source: 'ADMIN_GRANT',
        reason: 'bench',
        idempotencyKey: randomUUID(),
      },
      [{ itemId: slots, agentId: null, delta: n, validFrom: new Date(0), validUntil: null }],
    );
  };
  const checks: Record<
    string,
    {
      before?: (tx: typeof db, a: string) => Promise<void>;
      run: (tx: typeof db, a: string) => Promise<void>;
    }
  > = {
    'publish (the FREE package: 5 slots)': { run: publish },
    'publish (10,000 slots granted)': { before: grantSlots(9_995), run: publish },
    'upload (photo storage and count ceilings)': {
      run: async (tx, agencyId) => {
        await ledger.lotsOf(tx, agencyId, [ids[ItemCode.PHOTO_STORAGE]!], new Date());
        await ledger.lotsOf(tx, agencyId, [ids[ItemCode.PHOTO_COUNT]!], new Date());
      },
    },
  };
  // PostgreSQL's own time: the statements a check sent, explained (ANALYZE) on a connection of
  // their own, inside BEGIN … ROLLBACK after the same setup.
  const explainer = new pg.Client({ connectionString: benchUrl(url) });
  await explainer.connect();
  async function pgTime(before: Statement[], run: Statement[]): Promise<number> {
    await explainer.query('begin');
    try {
      for (const s of before) await explainer.query(s.query, s.params);
      let total = 0;
      for (const s of run) {
        const result = await explainer.query(`explain (analyze, format json) ${s.query}`, s.params);
        const plan = (
          result.rows[0] as {
            'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[];
          }
        )['QUERY PLAN'];
        total += plan[0]!['Planning Time'] + plan[0]!['Execution Time'];
      }
      return total;
    } finally {
      await explainer.query('rollback');
    }
  }
  const rows: string[] = [];
  for (const [name, check] of Object.entries(checks)) {
    const times: number[] = [];
    const pgTimes: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++)
      for (const agency of top) {
        const before: Statement[] = [];
        const run: Statement[] = [];
        await db
          .transaction(async (tx) => {
            capture.into = before;
            await check.before?.(tx as typeof db, agency.id);
            capture.into = run;
            const t = performance.now();
            await check.run(tx as typeof db, agency.id);
            if (round > 0) times.push(performance.now() - t); // the first round warms the cache
            capture.into = null;
            throw new RollBack();
          })
          .catch((e: unknown) => {
            if (!(e instanceof RollBack)) throw e;
          });
        const spent = await pgTime(before, run);
        if (round > 0) pgTimes.push(spent);
      }
    times.sort((a, b) => a - b);
    pgTimes.sort((a, b) => a - b);
    const p95 = percentile(pgTimes, 95);
    rows.push(
      `| ${name} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(pgTimes, 50))} | **${ms(p95)}** | ${ms(pgTimes.at(-1)!)} | ≤ 1 ${p95 <= 1 ? '✓' : '✗ over'} |`,
    );
  }
  await explainer.end();
  await database.close();

  const largest = top[0]?.n ?? 0;
  const entry = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — \`DATABASE_URL=… npx tsx bench/entitlements.ts\``,
    '',
    `${listings.toLocaleString('en')} listings in ${benchDatabase()}; the ${top.length} agencies with the most listings (the largest has ${largest.toLocaleString('en')}), ${ROUNDS} rounds after one to warm up, one request at a time inside BEGIN … ROLLBACK. Milliseconds a check: all its statements as the client waits for them (driver and round trips included), and PostgreSQL's own time (planning and execution of the same statements under EXPLAIN ANALYZE, after the same setup).${migration > 1000 ? ` Applying ${pending} to this database took ${(migration / 1000).toFixed(1)} s.` : ''}`,
    '',
    '| check | calls | client p50 | client p95 | PostgreSQL p50 | PostgreSQL p95 | PostgreSQL max | budget (PostgreSQL p95) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(entry);
  if (!process.argv.includes('--try')) await recordResults('Entitlement checks', entry);
}

class RollBack extends Error {}
interface Statement {
  query: string;
  params: unknown[];
}

await main();
