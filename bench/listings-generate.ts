// Fills a dedicated PostgreSQL database with realistic listings for bench/listings.ts.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-generate.ts [count] [--seed=N]
//
// It (re)creates BENCH_DB (default afrinest_bench) beside the database in DATABASE_URL, migrates
// it with the app's migrator, seeds geography, demo accounts, agencies, features and listings as
// `npm start` does, then adds `count` listings (default 1,000,000) in SQL, 100,000 rows a
// statement, with the listing indexes dropped during the load and rebuilt after it, as a restore
// would. The listings follow bench/listings/market.ts and are written from
// bench/listings/vocabulary.ts; the same seed gives the same listings.
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createMemoryCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { seedDemo } from '../apps/api/src/seed/index';
import { seedReference } from '../apps/api/src/seed/reference/index';
import { createPlaces } from './listings/generate-places';
import { createModel } from './listings/generate-model';
import { batchParams, INSERT_BATCH } from './listings/generate-rows';
import { rebuildDerived } from './listings/generate-derived';

const BATCH = 100_000;

/** The bench database's name: BENCH_DB, e.g. afrinest_bench_dev for a small trial. */
export function benchDatabase(): string {
  const name = process.env.BENCH_DB ?? 'afrinest_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DB: a plain name, not ${name}`);
  return name;
}

/** The bench database's URL beside the one given. */
export function benchUrl(url: string): string {
  const u = new URL(url);
  u.pathname = `/${benchDatabase()}`;
  return u.toString();
}

async function recreateDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = admin.escapeIdentifier(benchDatabase());
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  // Short queries only: compiling a count or a map aggregate costs more than it saves.
  await admin.query(`ALTER DATABASE ${name} SET jit = off`);
  await admin.end();
}

/** Migrations and the seeds `npm start` makes: geography, demo accounts, agencies, listings. */
async function migrateAndSeed(url: string) {
  const database = fromPostgres(benchUrl(url), 4);
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
  await seedReference(app.services);
  await seedDemo(app.services);
  await app.close();
  await database.close();
}

/** Each agency's listings by one of its agents; an agency without agents lists with none. */
async function listers(c: pg.ClientBase) {
  const rows = (
    await c.query(`select u.id as agent_id, a.id as agency_id
      from agency a left join "user" u on u.agency_id = a.id and u.role in ('AGENT', 'SUPER_AGENT')
      order by a.created_at, a.id, u.email`)
  ).rows as { agent_id: string | null; agency_id: string }[];
  return { agents: rows.map((r) => r.agent_id), agencies: rows.map((r) => r.agency_id) };
}

/** Indexes of the tables the load fills, but those of constraints: dropped, then made again. */
async function secondaryIndexes(c: pg.ClientBase) {
  return (
    await c.query(`select i.relname as indexname, pg_get_indexdef(x.indexrelid) as indexdef
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      where t.relname in ('listing', 'listing_feature')
        and not exists (select from pg_constraint k where k.conindid = x.indexrelid)`)
  ).rows as { indexname: string; indexdef: string }[];
}

/** A summary of what was made, to check the shares against the model at a glance. */
async function describe(c: pg.ClientBase) {
  const share = async (column: string) =>
    (
      await c.query(`select ${column} as value, round(100.0 * count(*) / sum(count(*)) over (), 1) as pct
        from listing group by 1 order by 2 desc`)
    ).rows
      .map((r: { value: string | null; pct: string }) => `${r.value ?? '—'} ${r.pct} %`)
      .join(', ');
  console.log(`  kinds: ${await share('kind')}`);
  console.log(`  purposes: ${await share('purpose')}`);
  console.log(`  statuses: ${await share('status')}`);
  console.log(`  currencies: ${await share('currency')}`);
  console.log(
    `  countries: ${await share(`(select iso2 from geo_country where id = country_id)`)}`,
  );
  const features = await c.query(
    'select round(count(*)::numeric / (select count(*) from listing), 2) as n from listing_feature',
  );
  console.log(`  features a listing: ${features.rows[0].n}`);
  const titles = await c.query(`select title, price_amount, currency from listing
    where created_by is null order by id limit 5`);
  for (const t of titles.rows as { title: string; price_amount: string; currency: string }[])
    console.log(`  e.g. ${t.title} — ${t.price_amount} ${t.currency} (minor units)`);
}

export async function generate(url: string, count: number, seed: number) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const started = performance.now();
  await recreateDatabase(url);
  await migrateAndSeed(url);
  const seededMs = performance.now() - started;

  const c = new pg.Client({ connectionString: benchUrl(url) });
  await c.connect();
  try {
    await c.query(`set maintenance_work_mem = '512MB'`);
    // As pg_restore --disable-triggers: the rows reference seeded places, agents and agencies by
    // construction, so the foreign-key triggers are skipped, and so are the triggers that keep
    // the map grid; it is rebuilt in one pass after the load.
    await c.query(`set session_replication_role = replica`);
    const slots = await createPlaces(c, seed);
    const { features } = await createModel(c);
    const { agents, agencies } = await listers(c);
    const indexes = await secondaryIndexes(c);
    for (const ix of indexes) await c.query(`drop index ${c.escapeIdentifier(ix.indexname)}`);

    const loadStarted = performance.now();
    const loadTime = new Date();
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await c.query(
        INSERT_BATCH,
        batchParams({ from, to, seed, slots, agents, agencies, loadTime }),
      );
      console.log(`  ${to.toLocaleString('en')} listings (${s(performance.now() - loadStarted)})`);
    }
    const loadMs = performance.now() - loadStarted;
    const indexStarted = performance.now();
    for (const ix of indexes) await c.query(ix.indexdef);
    await c.query('vacuum analyze listing, listing_feature');
    const indexMs = performance.now() - indexStarted;
    const derivedStarted = performance.now();
    const derived = await rebuildDerived(c);
    const derivedMs = performance.now() - derivedStarted;
    const total = Number((await c.query('select count(*) from listing')).rows[0].count);
    console.log(
      `${total.toLocaleString('en')} listings (seed ${seed}, ${features} features) in ${benchDatabase()}: ` +
        `migrations + seeds ${s(seededMs)}, rows ${s(loadMs)}, ${indexes.length} indexes + vacuum analyze ${s(indexMs)}, ` +
        `${derived} ${s(derivedMs)}, total ${s(performance.now() - started)}`,
    );
    await describe(c);
    return { total, seededMs, loadMs, indexMs, derivedMs };
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): the bench needs a real server.');
  const args = process.argv.slice(2);
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
  const seed = Number(args.find((a) => a.startsWith('--seed='))?.slice('--seed='.length) ?? 1);
  generate(url, count, seed).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
