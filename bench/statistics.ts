// The back office's numbers at scale (issue 43: p95 ≤ 200 ms a call on PostgreSQL), on a
// database of its own made by bench/statistics-generate.ts and dropped at the end (but --keep):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/statistics.ts [--try] [--seed=N] [--keep]
//
// A year of history ending now (200,000 accounts, 1,000,000 listings, 5,000,000 API calls and
// 20,000 sign-ins a day as the app aggregates them, 50,000 payments), the daily listing snapshot
// run once on it (timed). Then the API app in process (app.inject, an admin signed in): the five
// timeseries over 7, 90 and 366 days ending today, the dashboard, the totals and the current
// year's monthly analytics, each 30 times one at a time after a warm-up, then 30 times 8 in
// flight: the client's p50/p95/max. PostgreSQL's own time is EXPLAIN ANALYZE of the statements a
// call sent, on an idle server; a call over budget prints its slowest statement's plan.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { STATISTICS_KINDS } from '@afrinest/contract';
import { buildApp, type BuiltApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { addDays, dayIn } from '../apps/api/src/modules/statistics/marketplace-days';
import { ensureAccount } from '../apps/api/src/seed/accounts';
import { recordResults } from './results-file';
import {
  dropStatsDb,
  generateStatistics,
  SCALE,
  STATS_DB,
  statsUrl,
  TIME_ZONE,
  type Generated,
} from './statistics-generate';

const [ROUNDS, IN_FLIGHT, BUDGET_MS, POOL] = [30, 8, 200, 10];
const PASSWORD = 'Bench-password-123';
const seed = Number(process.argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? 1);
// As the app's pool runs (platform/db/client.ts).
const SESSION = '-c jit=off -c max_parallel_workers_per_gather=0';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => n.toFixed(1);
const sec = (n: number) => (n / 1000).toFixed(1);
const n = (v: number) => v.toLocaleString('en');

interface Call {
  label: string;
  url: string;
  /** What a right answer holds (a wrong one fails the run). */
  check: (body: Record<string, unknown>) => string | null;
}
interface Statement {
  query: string;
  params: unknown[];
}
interface Measured {
  call: Call;
  alone: number[];
  together: number[];
  statements: Statement[];
  pg: { slowest: number; all: number; plan: string };
}

function callsFor(today: string): Call[] {
  const series = STATISTICS_KINDS.flatMap((kind) =>
    [7, 90, 366].map((days) => ({
      label: `${kind} timeseries, ${days} days`,
      url: `/api/admin/statistics/${kind}/timeseries?startDate=${addDays(today, 1 - days)}&endDate=${today}`,
      check: (b: Record<string, unknown>) =>
        (b.labels as string[]).length === days && (b.labels as string[]).at(-1) === today
          ? null
          : `${days} labels ending ${today}`,
    })),
  );
  return [
    ...series,
    {
      label: 'dashboard',
      url: '/api/admin/dashboard',
      check: (b) => ((b.trend as { labels: string[] }).labels.at(-1) === today ? null : 'trend'),
    },
    { label: 'statistics totals', url: '/api/admin/statistics', check: () => null },
    {
      label: `monthly analytics ${today.slice(0, 4)}`,
      url: `/api/admin/analytics/monthly?year=${today.slice(0, 4)}`,
      check: (b) => (Array.isArray(b) && b.length > 0 ? null : 'months'),
    },
  ];
}

/** `times` requests, `inFlight` at once; each one's time as the client waits for a 200. */
async function timed(app: BuiltApp, call: Call, headers: object, times: number, inFlight: number) {
  const out: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < times) {
      const t = performance.now();
      const res = await app.inject({ url: call.url, headers: headers as Record<string, string> });
      if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body}`);
      out.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return out.sort((a, b) => a - b);
}

/** PostgreSQL's time for each read a call sent (EXPLAIN ANALYZE), the slowest one's plan. */
async function explain(db: pg.Client, statements: Statement[]) {
  let [slowest, all, plan] = [0, 0, ''];
  for (const s of statements) {
    // Timing off for the figure: a clock read per row would inflate a million-row count.
    const r = await db.query(`explain (analyze, timing off, format json) ${s.query}`, s.params);
    const [p] = (
      r.rows[0] as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }
    )['QUERY PLAN'];
    const spent = p!['Planning Time'] + p!['Execution Time'];
    all += spent;
    if (spent >= slowest) {
      slowest = spent;
      const text = await db.query(`explain (analyze, buffers) ${s.query}`, s.params);
      const lines = (text.rows as { 'QUERY PLAN': string }[]).map((l) => l['QUERY PLAN']);
      plan = [
        s.query.replace(/\s+/g, ' ').trim(),
        `params: ${JSON.stringify(s.params)}`,
        ...lines,
      ].join('\n');
    }
  }
  return { slowest, all, plan };
}

async function measure(app: BuiltApp, capture: { into: Statement[] | null }, db: pg.Client) {
  await ensureAccount(app.services, {
    ...{ email: 'admin@bench.afrinest', password: PASSWORD, name: 'Admin' },
    ...{ role: 'AFRI_ADMIN', agencyId: null },
  });
  const payload = { email: 'admin@bench.afrinest', password: PASSWORD };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.body}`);
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

  const before = loadavg()[0]!; // the machine may be shared: its load is reported
  const today = dayIn(new Date(), TIME_ZONE);
  const calls = callsFor(today);
  // The session's first lookups (kept by the app afterwards) belong to no call.
  const first = `/api/admin/statistics/logins/timeseries?startDate=${today}&endDate=${today}`;
  await app.inject({ url: first, headers });
  const measured: Measured[] = [];
  for (const call of calls) {
    const statements: Statement[] = [];
    capture.into = statements; // the warm-up's statements, explained below
    const res = await app.inject({ url: call.url, headers });
    capture.into = null;
    const wrong = res.statusCode === 200 ? call.check(res.json()) : res.body;
    if (wrong) throw new Error(`${call.label}: ${res.statusCode}, expected ${wrong}`);
    const alone = await timed(app, call, headers, ROUNDS, 1);
    const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.query));
    measured.push({
      call,
      alone,
      together: [],
      statements: reads,
      pg: { slowest: 0, all: 0, plan: '' },
    });
    console.log(`  ${call.label}: p95 ${ms(percentile(alone, 95))} ms; reads:`);
    for (const r of reads) console.log(`    ${r.query.replace(/\s+/g, ' ').trim().slice(0, 110)}`);
  }
  for (const m of measured) m.together = await timed(app, m.call, headers, ROUNDS, IN_FLIGHT);
  for (const m of measured) m.pg = await explain(db, m.statements);

  // The answers against the tables they count.
  const dashboard = (await app.inject({ url: '/api/admin/dashboard', headers })).json() as {
    users: { total: number };
    listings: Record<string, number>;
  };
  const users = Number((await db.query('select count(*) from "user"')).rows[0].count);
  const live = (
    await db.query(
      'select status, count(*)::int as n from listing where deleted_at is null group by 1',
    )
  ).rows as { status: string; n: number }[];
  const agrees =
    dashboard.users.total === users && live.every((r) => dashboard.listings[r.status] === r.n);
  return { measured, agrees, load: [before, loadavg()[0]!] };
}

function entryOf(server: string, g: Generated, run: Awaited<ReturnType<typeof measure>>) {
  const { measured, agrees, load } = run;
  const c = g.counts;
  const mark = (p95: number) => `${p95 <= BUDGET_MS ? '✓' : '✗ over'}`;
  const cell = (sorted: number[]) => {
    const p95 = percentile(sorted, 95);
    return `${ms(percentile(sorted, 50))} | **${ms(p95)}** ${mark(p95)} | ${ms(sorted.at(-1)!)}`;
  };
  const overs = (mode: 'alone' | 'together', how: string) => {
    const over = measured.filter((m) => percentile(m[mode], 95) > BUDGET_MS);
    return over.length
      ? `${how}, ${over.length} of ${measured.length} calls over budget: ${over.map((m) => m.call.label).join('; ')}.`
      : `${how}, every call within budget.`;
  };
  return [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — \`DATABASE_URL=… npx tsx bench/statistics.ts --seed=${seed}\``,
    '',
    `${server}, ${cpus().length} cores, Node ${process.version}. A fresh ${STATS_DB} (migrated) filled by \`bench/statistics-generate.ts\` in SQL (generate_series, draws hashed from seed ${seed}): a year of ${TIME_ZONE} days ending at the run, growing over the year (0.7× → 1.3×) with quieter weekends. ${n(c.users!)} accounts; ${n(c.listings!)} listings with ${n(c.changes!)} status changes (created ACTIVE or INACTIVE, half changed once more, 3 % deleted); API calls as the app stores them, ${n(c.api_call_daily!)} api_call_daily rows (2,000 a day: routes × methods × statuses) summed per day and method into stat_daily, ${n(c.api_calls_a_day!)} a day on average; sign-ins in stat_daily, ${n(c.logins_a_day!)} a day on average, from ${n(c.login_log!)} login_log rows for the last ${SCALE.loginLogDays} days; ${n(c.payments!)} payments (UGX, KES, USD; mobile money, card, bank transfer; ${n(c.succeeded!)} SUCCEEDED). Then the daily listing snapshot (\`stat_listing_status_fill\`, migration 0041) once over the year. One API app in process driven with \`app.inject\` (routes, validation, auth; no socket), a pool of ${POOL}, an AFRI_ADMIN signed in; each call ${ROUNDS} times one at a time after a warm-up, then ${ROUNDS} times ${IN_FLIGHT} in flight. Milliseconds as the client waits for the answer; PostgreSQL: EXPLAIN (ANALYZE, TIMING OFF), planning + execution, of the reads the call sent (the session's account lookup included), on an idle server — the slowest one and all of them (the service sends them at once, on several connections). Load average ${load[0]!.toFixed(1)} when the calls began, ${load[1]!.toFixed(1)} when they ended. Budget: p95 ≤ ${BUDGET_MS} ms (issue 43). The dashboard's figures equal the tables' counts: ${agrees ? '✓' : '✗'}.`,
    '',
    '| generation step | seconds |',
    '| --- | --- |',
    ...g.steps.map(([s, t]) => `| ${s} | ${sec(t)} |`),
    `| daily snapshot, first run: ${n(g.snapshot.rows)} stat_daily rows (365 days) | **${sec(g.snapshot.ms)}** |`,
    `| daily snapshot, a night's run (yesterday's 5 rows) | **${sec(g.snapshot.againMs)}** |`,
    '',
    `Live listings: ACTIVE ${n(c.ACTIVE!)}, INACTIVE ${n(c.INACTIVE!)}, ARCHIVED ${n(c.ARCHIVED!)}, SOLD ${n(c.SOLD!)}; stat_daily ${n(c.stat_daily!)} rows.`,
    '',
    `| call | p50 | p95 | max | ${IN_FLIGHT} in flight: p50 | p95 | max | PostgreSQL: slowest read | all reads |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...measured.map(
      (m) =>
        `| ${m.call.label} | ${cell(m.alone)} | ${cell(m.together)} | ${ms(m.pg.slowest)} | ${ms(m.pg.all)} (${m.statements.length}) |`,
    ),
    '',
    `${overs('alone', 'One at a time')} ${overs('together', `${IN_FLIGHT} in flight`)}`,
  ].join('\n');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL server');
  const capture: { into: Statement[] | null } = { into: null };
  const database = fromPostgres(statsUrl(url), POOL, {
    logger: { logQuery: (query, params) => capture.into?.push({ query, params }) },
  });
  const db = new pg.Client({ connectionString: statsUrl(url), options: SESSION });
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-bench-statistics-'));
  const cache = createCache(undefined, 'afrinest-bench-statistics:');
  let app: BuiltApp | undefined;
  let run: Awaited<ReturnType<typeof measure>>;
  let server: string;
  let generated: Generated;
  try {
    console.log(`generating ${STATS_DB} (seed ${seed})`);
    generated = await generateStatistics(url, seed);
    const config = loadConfig({
      ...{ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_SCHEDULE: 'false' },
      ...{ API_URL: 'http://localhost:3000', WEB_URL: 'http://localhost:8080' },
      ...{ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' },
      MARKETPLACE_TIME_ZONE: TIME_ZONE,
    });
    app = await buildApp({ config, database, cache, logger: false });
    await db.connect();
    server = ((await db.query('select version() as v')).rows[0] as { v: string }).v.split(
      ' on ',
    )[0]!;
    run = await measure(app, capture, db);
  } finally {
    await app?.close();
    await cache.close();
    await db.end().catch(() => undefined);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.argv.includes('--keep')) await dropStatsDb(url);
  }
  const entry = entryOf(server, generated, run);
  console.log(entry);
  for (const m of run.measured)
    if (percentile(m.alone, 95) > BUDGET_MS || percentile(m.together, 95) > BUDGET_MS)
      console.log(`\n${m.call.label}: its slowest read, explained\n${m.pg.plan}`);
  if (!run.agrees) {
    console.error('bench/statistics.ts: the dashboard disagrees with the tables; not recorded');
    process.exitCode = 1;
  } else if (!process.argv.includes('--try')) await recordResults('Statistics', entry);
}

await main();
