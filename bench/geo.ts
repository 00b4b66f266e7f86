// Geography: p95 of /api/geo/autocomplete and /api/geo/reverse on the full reference seed, on
// PostgreSQL, through the full HTTP stack. Appends its figures to bench/RESULTS.md.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/geo.ts
//
// It creates its own database (afrinest_bench_geo) beside the one in DATABASE_URL.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { createMemoryCache } from '../apps/api/src/platform/cache/cache';
import { seedReferenceOn } from '../apps/api/src/seed/reference/index';
import { appendResults } from './results-file';

const BENCH_DB = 'afrinest_bench_geo';
const REQUESTS = 3000;
const CONCURRENCY = 8;

/** What people type: prefixes, whole names, typos, accents, multi-word names. */
const terms = [
  'kolol',
  'kampala',
  'ntinda',
  'ntnda',
  'nakaseero',
  'muyenga',
  'kira',
  'naj',
  'entebbe',
  'jinja',
  'mbarrara',
  'gulu',
  'wakiso',
  'nairobi',
  'nairobbi',
  'mombasa',
  'lagos',
  'lekki',
  'accra',
  'kumasi',
  'kigali',
  'dar es',
  'arusha',
  'johannesburg',
  'cape town',
  'durban',
  'ka',
  'bu',
  'central',
  'côte',
  'kampala central',
  'fort portal',
  'mukono',
  'bugolobi',
  'kisaasi',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `count` GETs, `concurrency` at a time, and answers their latencies (ms), sorted. */
async function measure(base: string, paths: () => string, count: number, concurrency: number) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const res = await fetch(`${base}${paths()}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200 && res.status !== 404) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): PGlite runs one query at a time.');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${BENCH_DB}`;
  const database = fromPostgres(dbUrl.toString(), 16);
  try {
    await runMigrations(database);
    const seedStarted = performance.now();
    const seeded = await seedReferenceOn(database.db);
    const seedMs = performance.now() - seedStarted;
    const rerunStarted = performance.now();
    await seedReferenceOn(database.db);
    const rerunMs = performance.now() - rerunStarted;

    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-'.repeat(4),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
    });
    const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      // A fixed sequence of points (a small LCG), so runs are comparable: East Africa's box.
      let seed = 42;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      let i = 0;
      const autocomplete = () =>
        `/api/geo/autocomplete?q=${encodeURIComponent(terms[i++ % terms.length]!)}`;
      const reverse = () =>
        `/api/geo/reverse?lat=${(-4 + random() * 8).toFixed(5)}&lng=${(29 + random() * 12).toFixed(5)}`;
      const kampala = () =>
        `/api/geo/reverse?lat=${(0.25 + random() * 0.15).toFixed(5)}&lng=${(32.52 + random() * 0.15).toFixed(5)}`;
      await measure(base, autocomplete, 200, CONCURRENCY); // warm-up
      const a = await measure(base, autocomplete, REQUESTS, CONCURRENCY);
      const r = await measure(base, reverse, REQUESTS, CONCURRENCY);
      const k = await measure(base, kampala, REQUESTS, CONCURRENCY);
      const fmt = (m: { p50: number; p95: number; p99: number }) =>
        `p95 ${m.p95.toFixed(1)} ms (p50 ${m.p50.toFixed(1)}, p99 ${m.p99.toFixed(1)})`;
      console.log(
        `reference seed: ${seeded.inserted} places in ${Math.round(seedMs)} ms; re-run ${Math.round(rerunMs)} ms`,
      );
      console.log(`autocomplete: ${fmt(a)}, failures ${a.failures}`);
      console.log(`reverse (East Africa): ${fmt(r)}, failures ${r.failures}`);
      console.log(`reverse (Kampala): ${fmt(k)}, failures ${k.failures}`);

      const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
      await appendResults(
        [
          '',
          `## ${when} UTC — geography: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/geo.ts\` (${cpus().length} cores, Node ${process.version}, PostgreSQL)`,
          '',
          `Full reference seed (${seeded.inserted} places). ${REQUESTS} requests per row, ${CONCURRENCY} at a time, through HTTP; client, API and PostgreSQL on the same machine (load average ${loadavg()[0]!.toFixed(1)} when it ended).`,
          '',
          '| measure | figure |',
          '|---|---|',
          `| reference seed into an empty database | ${Math.round(seedMs)} ms (re-run, unchanged: ${Math.round(rerunMs)} ms) |`,
          `| GET /api/geo/autocomplete (${terms.length} terms: prefixes, typos, accents) | ${fmt(a)} |`,
          `| GET /api/geo/reverse, random points in East Africa (many 404) | ${fmt(r)} |`,
          `| GET /api/geo/reverse, random points in Kampala | ${fmt(k)} |`,
          '',
        ].join('\n'),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    // The bench database stays until the next run drops it (dropping it here races the pool).
    await admin.end();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
