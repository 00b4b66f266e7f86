// Commerce II's money path under load (issue 42), on a database of its own
// (afrinest_bench_payments, made afresh and dropped at the end):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/payments.ts [--try] [--seed=N]
//
// All through the app's real routes with app.inject (validation, auth, pg-boss jobs; no network
// socket). 1. 300 sandbox mobile-money checkouts by the super agents of 20 agencies, 16 in flight:
// the client's latency of POST /api/payments/checkout. 2. 100 of them paid at the sandbox, each
// success's signed notification delivered 10 times, the 1,000 deliveries shuffled and posted 16 at
// a time: the webhook's answer, the time until the jobs settle all 100, then SQL counts (one grant
// and one invoice a success, invoice numbers without gaps); a wrong count exits 1. The seed
// (default 1) orders the checkouts, picks the payments paid and orders the deliveries.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { CheckoutResult } from '@afrinest/contract';
import { buildApp, type BuiltApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres, type Db } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { ensureAccount } from '../apps/api/src/seed/accounts';
import { referenceId, seedReferenceOn } from '../apps/api/src/seed/reference/index';
import { recordResults } from './results-file';

const BENCH_DB = 'afrinest_bench_payments';
const [AGENCIES, CHECKOUTS, PAID, REPEATS, IN_FLIGHT] = [20, 300, 100, 10, 16];
const POOL = 10; // the server's own pool (openDatabase)
const POLL_MS = 100;
const TIMEOUT_MS = 5 * 60_000;
const JOBS_POLL_SECONDS = 0.5; // as the API tests run them
const PASSWORD = 'Bench-password-123';
const seed = Number(process.argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? 1);

/** mulberry32: one seed, one order of checkouts and deliveries. */
function prng(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => n.toFixed(1);
const sec = (n: number) => (n / 1000).toFixed(2);

type Answer = { statusCode: number; body: string; json(): unknown };

/** Sends the requests, at most `n` in flight; times those answered `expected`, keeps the rest. */
async function timed(requests: (() => Promise<Answer>)[], n: number, expected: number) {
  const times: number[] = [];
  const errors: string[] = [];
  const answers: (Answer | undefined)[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const t = performance.now();
      const res = await requests[i]!();
      if (res.statusCode === expected) {
        times.push(performance.now() - t);
        answers[i] = res;
      } else {
        errors.push(`${res.statusCode} ${res.body.slice(0, 300)}`);
        console.error(`error: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: n }, worker));
  const wall = performance.now() - started;
  const sorted = times.sort((a, b) => a - b);
  const p = (q: number) => ms(percentile(sorted, q));
  const row = (label: string) =>
    `| ${label} | ${requests.length} | ${errors.length} | ${p(50)} | ${p(95)} | ${p(99)} | ${ms(sorted.at(-1) ?? NaN)} | ${sec(wall)} | ${(requests.length / (wall / 1000)).toFixed(0)} |`;
  return { answers, errors, wall, row, ok: times.length };
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

async function signIn(app: BuiltApp, email: string, agencyId: string | null = null) {
  const role = agencyId ? 'SUPER_AGENT' : 'AFRI_ADMIN';
  await ensureAccount(app.services, { email, password: PASSWORD, name: role, role, agencyId });
  const payload = { email, password: PASSWORD };
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const agencyForm = (i: number) => ({
  name: `Bench Homes ${i}`,
  slug: '',
  logoUrl: '',
  description: 'Houses and plots across Kampala.',
  phone: '+256 700 111-222',
  email: `info${i}@bench.afrinest`,
  whatsappNumbers: ['+256700111222'],
  addressLine: 'Plot 5, Acacia Avenue',
  location: {
    countryId: referenceId('country:UG'),
    regionId: referenceId('region:UG/central-region'),
    cityId: referenceId('city:UG/central-region/kampala'),
    areaId: referenceId('area:UG/central-region/kampala/kampala-central/kololo'),
  },
  verified: true,
});

/** An admin's package of 20 listing slots at UGX 150,000; 20 agencies, a super agent each. */
async function prepare(app: BuiltApp) {
  const admin = await signIn(app, 'admin@bench.afrinest');
  const items = await app.inject({ url: '/api/admin/items?pageSize=100', headers: admin });
  const slots = (items.json() as { data: { id: string; code: string }[] }).data.find(
    (i) => i.code === 'LISTING_SLOTS',
  )!;
  const pkg = await app.inject({
    method: 'POST',
    url: '/api/admin/packages',
    headers: admin,
    payload: {
      ...{ code: 'PKG_BENCH', name: 'Growth', description: 'For a growing agency.' },
      ...{ validityDays: 30, visibility: 'PUBLIC', position: 10, status: 'ACTIVE' },
      items: [{ itemId: slots.id, quantity: 20 }],
      prices: [{ currency: 'UGX', amount: '150000' }],
    },
  });
  if (pkg.statusCode !== 201) throw new Error(`package: ${pkg.body}`);
  const buyers: { agencyId: string; headers: Record<string, string> }[] = [];
  for (let i = 1; i <= AGENCIES; i++) {
    const url = '/api/admin/broker/agencies';
    const res = await app.inject({ method: 'POST', url, headers: admin, payload: agencyForm(i) });
    const agency = res.json() as { id: string; status: string };
    if (res.statusCode !== 201 || agency.status !== 'ACTIVE') throw new Error(res.body);
    const headers = await signIn(app, `buyer${i}@bench.afrinest`, agency.id);
    buyers.push({ agencyId: agency.id, headers });
  }
  return { packageId: (pkg.json() as { id: string }).id, buyers };
}

/** The first column of a one-row answer; `$1` is the paid payments' ids where a query has it. */
const count = async (db: pg.Client, query: string, paid: string[]) =>
  ((await db.query(query, query.includes('$1') ? [paid] : [])).rows[0] as { n: number }).n;

const PAID_SUCCEEDED = `select count(*)::int as n from payment where status = 'SUCCEEDED' and id = any($1::uuid[])`;
const WAITING = `select count(*)::int as n from payment_event where kind = 'charge.updated' and outcome = 'RECEIVED'`;
const EVENT_JOBS = `from pgboss.job where name = 'commerce.payment-event'`;
const COUNTS: [what: string, expected: number, query: string][] = [
  ['paid payments SUCCEEDED', PAID, PAID_SUCCEEDED],
  [
    'other payments not PENDING',
    0,
    `select count(*)::int as n from payment where status <> 'PENDING' and not id = any($1::uuid[])`,
  ],
  [
    'notifications kept (charge.updated)',
    PAID * REPEATS,
    `select count(*)::int as n from payment_event where kind = 'charge.updated'`,
  ],
  [
    "ledger operations 'payment:<id>' of the paid",
    PAID,
    `select count(*)::int as n from ledger_operation where idempotency_key in (select 'payment:' || unnest($1::uuid[]))`,
  ],
  [
    "ledger operations 'payment:%' in all",
    PAID,
    `select count(*)::int as n from ledger_operation where idempotency_key like 'payment:%'`,
  ],
  [
    'invoices (INVOICE) of the paid',
    PAID,
    `select count(*)::int as n from invoice where kind = 'INVOICE' and payment_id = any($1::uuid[])`,
  ],
  [
    'invoices (INVOICE) in all',
    PAID,
    `select count(*)::int as n from invoice where kind = 'INVOICE'`,
  ],
  // Per kind and year: a repeat (count > distinct) or a gap (max − min + 1 > distinct), summed.
  [
    'invoice numbers missing or repeated',
    0,
    `select coalesce(sum(max - min + 1 - d + n - d), 0)::int as n from (select max(sequence), min(sequence), count(distinct sequence) as d, count(*) as n from invoice where kind = 'INVOICE' group by year) y`,
  ],
  ['payment-event jobs failed', 0, `select count(*)::int as n ${EVENT_JOBS} and state = 'failed'`],
];

/** Polls `query` every POLL_MS from `from` until `done`; the time it took, or null. */
async function until(db: pg.Client, query: string, paid: string[], from: number) {
  for (;;) {
    if ((await count(db, query, paid)) === PAID) return performance.now() - from;
    if (performance.now() - from > TIMEOUT_MS) return null;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function measure(app: BuiltApp, appDb: Db, db: pg.Client) {
  const random = prng(seed);
  const { packageId, buyers } = await prepare(app);

  // 1. Checkouts: 15 an agency, in a shuffled order.
  const order = shuffle(
    Array.from({ length: CHECKOUTS }, (_, i) => buyers[i % AGENCIES]!),
    random,
  );
  const checkouts = await timed(
    order.map((b, i) => () => {
      const idempotencyKey = `bench-${seed}-${String(i).padStart(4, '0')}`;
      const payload = { purpose: 'PACKAGE', packageId, agencyId: b.agencyId, currency: 'UGX' };
      const how = { provider: 'sandbox', method: 'MOBILE_MONEY', phone: '0772 123456' };
      const body = { ...payload, ...how, acceptTerms: true, idempotencyKey };
      const url = '/api/payments/checkout';
      return app.inject({ method: 'POST', url, headers: b.headers, payload: body });
    }),
    IN_FLIGHT,
    201,
  );

  // 2. 100 paid at the sandbox; each success's notification delivered 10 times, shuffled.
  const { sandbox, repo } = app.services.payments;
  const ids = checkouts.answers.flatMap((a) =>
    a ? [(a.json() as CheckoutResult).payment.id] : [],
  );
  const paid = shuffle(ids, random).slice(0, PAID);
  const notes: { body: string; signature: string }[] = [];
  for (const id of paid) {
    const row = (await repo.findById(appDb, id))!;
    const charge = await sandbox.decide((await sandbox.byId(row.providerOrderId!))!, 'SUCCEEDED');
    notes.push(sandbox.notification(charge));
  }
  const deliveries = shuffle(
    notes.flatMap((n) => Array<typeof n>(REPEATS).fill(n)),
    random,
  );
  const first = performance.now();
  const webhooks = await timed(
    deliveries.map((note) => () => {
      const headers = { 'content-type': 'application/json', 'x-sandbox-signature': note.signature };
      const url = '/api/payments/webhooks/sandbox';
      return app.inject({ method: 'POST', url, headers, payload: note.body });
    }),
    IN_FLIGHT,
    200,
  );
  const waitingAnswered = await count(db, WAITING, paid);
  const succeeded = await until(db, PAID_SUCCEEDED, paid, first);
  const waitingSucceeded = await count(db, WAITING, paid);
  const counts: { what: string; expected: number; found: number }[] = [];
  // One at a time: one client runs one query at once.
  for (const [what, expected, query] of COUNTS)
    counts.push({ what, expected, found: await count(db, query, paid) });
  const retried = await count(
    db,
    `select count(*)::int as n ${EVENT_JOBS} and retry_count > 0`,
    paid,
  );
  return { checkouts, webhooks, succeeded, waitingAnswered, waitingSucceeded, counts, retried };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL server');
  const bench = new URL(url);
  if (bench.pathname === `/${BENCH_DB}`) throw new Error(`DATABASE_URL must not be ${BENCH_DB}`);
  bench.pathname = `/${BENCH_DB}`;
  await onServer(url, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${BENCH_DB}`);
  const database = fromPostgres(bench.toString(), POOL);
  const checker = new pg.Client({ connectionString: bench.toString() });
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-bench-payments-'));
  const cache = createCache(undefined, 'afrinest-bench-payments:');
  let app: BuiltApp | undefined;
  let run: Awaited<ReturnType<typeof measure>>;
  let server: string;
  try {
    await runMigrations(database); // pg-boss's schema included
    await seedReferenceOn(database.db); // the agencies' places
    const config = loadConfig({
      ...{ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_MAILBOX: 'true' },
      ...{ JOBS_SCHEDULE: 'false', JOBS_POLL_SECONDS: String(JOBS_POLL_SECONDS) },
      ...{ API_URL: 'http://localhost:3000', WEB_URL: 'http://localhost:8080' },
      ...{ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' },
    });
    app = await buildApp({ config, database, cache, logger: false });
    await checker.connect();
    server = ((await checker.query('select version() as v')).rows[0] as { v: string }).v;
    run = await measure(app, database.db, checker);
  } finally {
    await app?.close();
    await cache.close();
    await checker.end().catch(() => undefined);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(url, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }

  const { checkouts, webhooks, counts, succeeded } = run;
  const answered = [
    { what: 'checkouts answered 201', expected: CHECKOUTS, found: checkouts.ok },
    { what: 'deliveries answered 200', expected: PAID * REPEATS, found: webhooks.ok },
  ];
  const all = [...answered, ...counts];
  const ok = succeeded !== null && all.every((c) => c.expected === c.found);
  const grants = counts.filter((c) => c.what.startsWith('ledger'));
  const processed = (waiting: number) => `${PAID * REPEATS - waiting} of ${PAID * REPEATS}`;
  // The jobs' pace once the deliveries stop (pg-boss then waits a poll between two jobs).
  const rate =
    succeeded !== null &&
    ((run.waitingAnswered - run.waitingSucceeded) / ((succeeded - webhooks.wall) / 1000)).toFixed(
      1,
    );
  const errors = [...new Set([...checkouts.errors, ...webhooks.errors])];
  const entry = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — \`DATABASE_URL=… npx tsx bench/payments.ts --seed=${seed}\``,
    '',
    `${server.split(' on ')[0]}, ${cpus().length} cores, Node ${process.version}; a fresh ${BENCH_DB} (migrated, reference geography) and one API app driven in process with \`app.inject\`: the real routes, validation and auth, pg-boss jobs polling every ${JOBS_POLL_SECONDS} s, no network socket; a pool of ${POOL} connections; seed ${seed}. ${CHECKOUTS} sandbox mobile-money checkouts of a UGX 150,000 package by the super agents of ${AGENCIES} agencies, in a shuffled order, ${IN_FLIGHT} in flight; then ${PAID} of them paid at the sandbox and each success's signed notification delivered ${REPEATS} times, the ${(PAID * REPEATS).toLocaleString('en')} deliveries shuffled and posted ${IN_FLIGHT} at a time. Milliseconds a request as the client waits for it (answers with the expected status); seconds from the first delivery, the database polled every ${POLL_MS} ms. No budget is set for payments in DESIGN.md.`,
    '',
    '| request | sent | errors | p50 | p95 | p99 | max | wall (s) | a second |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    checkouts.row('POST /api/payments/checkout → 201'),
    webhooks.row('POST /api/payments/webhooks/sandbox → 200'),
    '',
    '| after the first delivery | seconds | notifications processed by their jobs |',
    '| --- | --- | --- |',
    `| every delivery answered | ${sec(webhooks.wall)} | ${processed(run.waitingAnswered)} |`,
    `| all ${PAID} payments SUCCEEDED | ${succeeded === null ? `not within ${TIMEOUT_MS / 60_000} min ✗` : sec(succeeded)} | ${processed(run.waitingSucceeded)} |`,
    '',
    '| count (SQL, once all are SUCCEEDED) | expected | found |',
    '| --- | --- | --- |',
    ...all.map(
      (c) => `| ${c.what} | ${c.expected} | ${c.found} ${c.expected === c.found ? '✓' : '✗'} |`,
    ),
    `| payment-event jobs retried (for information) | — | ${run.retried} |`,
    '',
    `Grants = distinct successes: ${grants.every((c) => c.found === PAID) ? '✓' : '✗'}.${rate ? ` Between the last answer and the last payment SUCCEEDED the jobs processed ${rate} notifications a second.` : ''}`,
    ...(errors.length
      ? ['', 'Errors:', '', ...errors.map((e) => `- \`${e.replace(/`/g, "'")}\``)]
      : []),
  ].join('\n');
  console.log(entry);
  if (!ok) {
    console.error('bench/payments.ts: a count is wrong (✗ above); not recorded');
    process.exitCode = 1;
  } else if (!process.argv.includes('--try')) await recordResults('Payments', entry);
}

await main();
