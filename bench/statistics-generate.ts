// A year of back-office history for bench/statistics.ts (issue 43), in SQL with generate_series,
// on a database of its own (afrinest_bench_statistics, dropped and made afresh, migrated with the
// app's migrator). Only what the statistics read is realistic: accounts, listings (status,
// dates, a status history of about 1.5 changes each), sign-ins and API calls aggregated as the
// app stores them (stat_daily, api_call_daily; login_log for the last month), payments. Draws
// are hashes of (seed, row, draw), so a seed gives the same rows on every run but their times,
// which end at the moment of the run. Days are Africa/Kampala days, the marketplace's default.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';

export const STATS_DB = 'afrinest_bench_statistics';
export const TIME_ZONE = 'Africa/Kampala';
export const SCALE = {
  users: 200_000,
  listings: 1_000_000,
  apiCallsPerDay: 5_000_000,
  loginsPerDay: 20_000,
  loginLogDays: 30,
  payments: 50_000,
  agencies: 40,
  activeAgencies: 32,
};
// api_call_daily: 400 (route, method) pairs × 5 statuses = 2,000 rows a day.
const METHODS = `(values ('GET', 0.80, 240), ('POST', 0.12, 80), ('PUT', 0.03, 30),
  ('PATCH', 0.03, 30), ('DELETE', 0.02, 20)) as m(method, share, routes)`;
const STATUSES = `(values (1, 200, 0.94), (2, 400, 0.025), (3, 401, 0.02), (4, 404, 0.013),
  (5, 500, 0.002)) as s(sn, status, share)`;

/** The generator's own functions (this session only): draws, ids, the day's activity factor. */
const helpers = (seed: number, now: Date) => `
  create function pg_temp.r(i bigint, k int) returns float8 language sql immutable as
    $$ select (hashint8extended(i, ${seed} * 1000 + k) & 2147483647)::float8 / 2147483648 $$;
  create function pg_temp.uid(kind text, i bigint) returns uuid language sql immutable as
    $$ select md5('${seed}' || kind || i)::uuid $$;
  create temp table clock as
    select now_at, today - 365 as first_day, today,
      (today - 365)::timestamp at time zone '${TIME_ZONE}' as start_at,
      extract(epoch from now_at - (today::timestamp at time zone '${TIME_ZONE}')) / 86400 as today_part
    from (select '${now.toISOString()}'::timestamptz as now_at) n,
      lateral (select (now_at at time zone '${TIME_ZONE}')::date as today) t;`;

/** A day's activity (day n of the year, 365 today): growth (0.7 → 1.3), quieter weekends (a
 * week averages 1), today only as far as it has gone. Literals, so the planner inlines it. */
const dayFactor = (firstDay: string, todayPart: number) => `
  create function pg_temp.f(n int) returns float8 language sql immutable as $$
    select (0.7 + 0.6 * n / 365.0)
      * case when extract(isodow from '${firstDay}'::date + n) >= 6 then 0.75 else 1.1 end
      * case when n = 365 then ${todayPart} else 1 end $$;`;

const AGENCIES = `
  insert into agency (id, name, slug, description, status, origin, verified, created_at, updated_at)
  select pg_temp.uid('a', i), 'Bench Homes ' || i, 'bench-homes-' || i, 'Houses across Kampala.',
    case when i <= ${SCALE.activeAgencies} then 'ACTIVE' else 'PENDING' end,
    case when i > ${SCALE.activeAgencies} + 2 then 'REQUEST' else 'ADMIN' end, i <= 20,
    start_at + i * interval '1 day', start_at + i * interval '1 day'
  from clock, generate_series(1, ${SCALE.agencies}) i;
  insert into catalogue_package (id, code, name, description, validity_days, visibility, position)
  select pg_temp.uid('k', i), 'BENCH_' || i, (array['Starter', 'Growth', 'Pro'])[i], '', 30,
    'PUBLIC', i * 10
  from generate_series(1, 3) i;
  -- A package period a live agency: seven of them end within the next seven days.
  insert into agency_subscription (agency_id, package_id, status, source, starts_at, ends_at)
  select pg_temp.uid('a', i), pg_temp.uid('k', 1 + i % 3), 'ACTIVE', 'PURCHASE',
    now_at - interval '20 days', now_at + i * interval '0.95 days'
  from clock, generate_series(1, ${SCALE.activeAgencies}) i;`;

// Accounts: the first of each agency its super agent; growth over the year (density ∝ t).
const USERS = `
  insert into "user" (id, name, email, email_verified, role, agency_id, created_at, updated_at)
  select pg_temp.uid('u', i), 'Bench user ' || i, 'user' || i || '@bench.afrinest', true,
    case when i <= ${SCALE.agencies} then 'SUPER_AGENT' when agent then 'AGENT' else 'USER' end,
    case when i <= ${SCALE.agencies} then pg_temp.uid('a', i)
      when agent then pg_temp.uid('a', 1 + i % ${SCALE.activeAgencies}) end, t, t
  from clock, generate_series(1, ${SCALE.users}) i,
    lateral (select start_at + (now_at - start_at) * sqrt(pg_temp.r(i, 2)) as t,
      pg_temp.r(i, 1) < 0.04 as agent) x;`;

// Each listing's history: created ACTIVE (85 %) or INACTIVE; half change once more (ACTIVE →
// INACTIVE, SOLD or ARCHIVED; INACTIVE → ACTIVE); 3 % deleted after their last change.
const LISTING_PLAN = `
  create temp table plan as
  select i, id, created_at, first_status, second_at, second_status,
    coalesce(second_status, first_status) as status,
    case when r5 < 0.03 then last_at + (now_at - last_at) * r6 end as deleted_at
  from (
    select *, coalesce(second_at, created_at) as last_at from (
      select i, pg_temp.uid('l', i) as id, now_at, created_at, first_status, r5, r6,
        case when r2 < 0.5 then created_at + (now_at - created_at) * r3 end as second_at,
        case when r2 >= 0.5 then null when first_status = 'INACTIVE' then 'ACTIVE'
          when r4 < 0.3 then 'INACTIVE' when r4 < 0.6 then 'SOLD' else 'ARCHIVED' end as second_status
      from (
        select i, now_at, start_at + (now_at - start_at) * sqrt(pg_temp.r(i, 10)) as created_at,
          case when pg_temp.r(i, 11) < 0.85 then 'ACTIVE' else 'INACTIVE' end as first_status,
          pg_temp.r(i, 12) as r2, pg_temp.r(i, 13) as r3, pg_temp.r(i, 14) as r4,
          pg_temp.r(i, 15) as r5, pg_temp.r(i, 16) as r6
        from clock, generate_series(1, ${SCALE.listings}) i) a) b) c;`;
const LISTINGS = `
  insert into listing (id, kind, purpose, rent_period, title, price_amount, currency, agency_id,
    status, created_at, updated_at, published_at, deleted_at)
  select id, kind, purpose, case when purpose = 'RENT' then 'MONTH' end,
    initcap(kind) || ' ' || i, (case when purpose = 'RENT' then 1500000 else 250000000 end
      * (0.5 + pg_temp.r(i, 22)))::bigint, 'UGX',
    pg_temp.uid('a', 1 + i % ${SCALE.activeAgencies}), status, created_at,
    coalesce(deleted_at, second_at, created_at),
    case when first_status = 'ACTIVE' then created_at
      when second_status = 'ACTIVE' then second_at end,
    deleted_at
  from plan, lateral (select (array['house', 'apartment', 'room', 'commercial', 'office',
      'warehouse', 'land', 'hotel', 'building'])[1 + floor(pg_temp.r(i, 20) * 9)::int] as kind,
    case when pg_temp.r(i, 21) < 0.55 then 'SALE' else 'RENT' end as purpose) k;
  insert into listing_status_change (listing_id, from_status, to_status, changed_at)
  select id, null, first_status, created_at from plan
  union all
  select id, first_status, second_status, second_at from plan where second_status is not null;
  insert into listing_live_count (agency_id, agent_id, n)
  select agency_id, agent_id, count(*) from listing
  where status = 'ACTIVE' and deleted_at is null group by 1, 2;`;

// Sign-ins: login_log for the last month, every row (92 % succeed); stat_daily counts them as
// the app does, and gives the earlier days from the same daily volume.
const LOGINS = `
  insert into login_log (user_id, email, ip, user_agent, success, reason, created_at)
  select case when ok or pg_temp.r(k, 32) < 0.5 then pg_temp.uid('u', u) end,
    'user' || u || '@bench.afrinest', '10.0.' || (u % 250) || '.' || (u % 200), 'Mozilla/5.0',
    ok, case when not ok then 'INVALID_EMAIL_OR_PASSWORD' end,
    d_start + least(interval '1 day', now_at - d_start) * pg_temp.r(k, 33)
  from clock, generate_series(${366 - SCALE.loginLogDays}, 365) n,
    lateral (select (first_day + n)::timestamp at time zone '${TIME_ZONE}' as d_start) dd,
    generate_series(1, round(${SCALE.loginsPerDay} * pg_temp.f(n)
      * (0.9 + 0.2 * pg_temp.r(n, 30)))::int) j,
    lateral (select n * 1000000 + j as k) kk,
    lateral (select 1 + floor(pg_temp.r(k, 31) * ${SCALE.users})::int as u,
      pg_temp.r(k, 34) < 0.92 as ok) x;
  insert into stat_daily (day, metric, key, value)
  select (created_at at time zone '${TIME_ZONE}')::date, 'logins',
    case when success then 'success' else 'failed' end, count(*)
  from login_log group by 1, 3;
  insert into stat_daily (day, metric, key, value)
  select first_day + n, 'logins', key, round(${SCALE.loginsPerDay} * pg_temp.f(n) * share
    * (0.9 + 0.2 * pg_temp.r(n, 30)))
  from clock, generate_series(0, ${365 - SCALE.loginLogDays}) n,
    (values ('success', 0.92), ('failed', 0.08)) v(key, share);`;

// API calls per day, route (Zipf within a method), method and status; stat_daily sums them.
const API_CALLS = `
  with pairs as (
    select method, rank, row_number() over () as pair,
      share / rank / sum(1.0 / rank) over (partition by method) as share
    from ${METHODS}, generate_series(1, routes) rank
  )
  insert into api_call_daily (day, method, route, status, user_id, count, total_ms)
  select first_day + n, method, route, code, '', calls, calls * (15 + round(50 * pg_temp.r(k, 41)))
  from clock, generate_series(0, 365) n, pairs, ${STATUSES},
    lateral (select n * 10000 + pair * 10 + s.sn as k) dk,
    lateral (select greatest(1, round(${SCALE.apiCallsPerDay} * pg_temp.f(n) * pairs.share
      * s.share * (0.8 + 0.4 * pg_temp.r(k, 40))))::int as calls,
      case when s.status = 200 and method = 'POST' then 201 else s.status end as code,
      '/api/' || (array['properties', 'agencies', 'me', 'favourites', 'leads', 'payments', 'media',
        'geo', 'admin/users', 'admin/listings', 'packages', 'notifications'])[1 + rank % 12]
        || '/r' || rank || '/:id' as route) c;
  insert into stat_daily (day, metric, key, value)
  select day, 'api_calls', method, sum(count) from api_call_daily group by 1, 3;`;

// Payments: statuses with their times as settlement writes them; PENDING and CREATED ones are
// recent (some held, some pending for over an hour).
const PAYMENTS = `
  insert into payment (id, reference, agency_id, payer_id, purpose, package_id, provider, method,
    currency, subtotal_minor, vat_percent, vat_minor, total_minor, description, phone, status,
    held_reason, idempotency_key, request_hash, created_at, updated_at, pending_at, succeeded_at,
    ended_at)
  select pg_temp.uid('p', i), 'BENCH-' || lpad(i::text, 6, '0'), pg_temp.uid('a', ag),
    pg_temp.uid('u', ag), 'PACKAGE', pg_temp.uid('k', pk), provider, method, currency, sub, vat,
    round(sub * vat / 100.0), sub + round(sub * vat / 100.0), 'Package ' || pk,
    case when method = 'MOBILE_MONEY' then '+2567' || lpad((i % 100000000)::text, 8, '0') end,
    status, case when status = 'PENDING' and pg_temp.r(i, 58) < 0.2 then 'HELD_AMOUNT' end,
    'bench-' || i, md5(i::text), created_at, coalesce(ended_at, created_at),
    case when status <> 'CREATED' then created_at + interval '5 seconds' end,
    case when status in ('SUCCEEDED', 'REFUNDED') then paid_at end, ended_at
  from (
    select *, case when status = 'SUCCEEDED' then paid_at
      when status = 'REFUNDED' then least(now_at, paid_at + pg_temp.r(i, 57) * interval '10 days')
      when status in ('FAILED', 'CANCELLED') then paid_at
      when status = 'EXPIRED' then least(now_at, created_at + interval '1 day') end as ended_at
    from (
      select *, least(now_at, created_at + (30 + 600 * pg_temp.r(i, 56)) * interval '1 second') as paid_at,
        case when currency = 'UGX' then (array[150000, 450000, 1200000])[pk]
          when currency = 'KES' then (array[250000, 750000, 2000000])[pk]
          else (array[4900, 12900, 34900])[pk] end as sub,
        case when currency = 'KES' then 16 else 18 end as vat
      from (
        select i, now_at, 1 + i % ${SCALE.activeAgencies} as ag, 1 + floor(pg_temp.r(i, 50) * 3)::int as pk,
          case when m < 0.65 then 'MOBILE_MONEY' when m < 0.9 then 'CARD' else 'BANK_TRANSFER' end as method,
          case when m >= 0.9 then 'bank_transfer' when m < 0.4 then 'flutterwave' else 'pesapal' end as provider,
          case when c < 0.7 then 'UGX' when c < 0.9 then 'KES' else 'USD' end as currency, status,
          case when status in ('PENDING', 'CREATED') then now_at - interval '3 days' * pg_temp.r(i, 54)
            else start_at + (now_at - start_at) * sqrt(pg_temp.r(i, 55)) end as created_at
        from clock, generate_series(1, ${SCALE.payments}) i,
          lateral (select pg_temp.r(i, 51) as m, pg_temp.r(i, 52) as c, pg_temp.r(i, 53) as s) r,
          lateral (select case when s < 0.70 then 'SUCCEEDED' when s < 0.80 then 'FAILED'
            when s < 0.85 then 'CANCELLED' when s < 0.93 then 'EXPIRED' when s < 0.96 then 'REFUNDED'
            when s < 0.99 then 'PENDING' else 'CREATED' end as status) st) a) b) c;`;

/** What was made, for the report (live listings per status as the dashboard shows them). */
const COUNTS = `select l.*, (select count(*) from "user")::int as users,
    (select count(*) from listing_status_change)::int as changes,
    (select count(*) from login_log)::int as login_log,
    (select count(*) from api_call_daily)::int as api_call_daily,
    (select count(*) from stat_daily)::int as stat_daily,
    (select avg(v)::int from (select sum(value) v from stat_daily, clock where metric = 'api_calls'
      and day < today group by day) d) as api_calls_a_day,
    (select avg(v)::int from (select sum(value) v from stat_daily, clock where metric = 'logins'
      and day < today group by day) d) as logins_a_day,
    (select count(*) from payment)::int as payments,
    (select count(*) from payment where status = 'SUCCEEDED')::int as succeeded
  from (select count(*)::int as listings, count(*) filter (where deleted_at is null)::int as live,
      ${['ACTIVE', 'INACTIVE', 'ARCHIVED', 'SOLD']
        .map((s) => `count(*) filter (where deleted_at is null and status = '${s}')::int as "${s}"`)
        .join(', ')}
    from listing) l`;

const LOADED = ['listing', 'listing_status_change', 'login_log'];
const ANALYSED = `"user", agency, agency_subscription, listing, listing_status_change, listing_live_count,
  login_log, api_call_daily, stat_daily, payment`;

export interface Generated {
  steps: [step: string, ms: number][];
  snapshot: { rows: number; ms: number; againMs: number };
  counts: Record<string, number>;
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

/** The bench database's URL beside the server's in DATABASE_URL. */
export function statsUrl(url: string): string {
  const u = new URL(url);
  if (u.pathname === `/${STATS_DB}`) throw new Error(`DATABASE_URL must not be ${STATS_DB}`);
  u.pathname = `/${STATS_DB}`;
  return u.toString();
}
export const dropStatsDb = (url: string) =>
  onServer(url, `DROP DATABASE IF EXISTS ${STATS_DB} WITH (FORCE)`);

/** Makes the database afresh and fills it; the steps' times, the snapshot's and what was made. */
export async function generateStatistics(url: string, seed: number): Promise<Generated> {
  const steps: Generated['steps'] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    steps.push([name, performance.now() - t]);
    console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await dropStatsDb(url);
  await onServer(url, `CREATE DATABASE ${STATS_DB}`);
  await step('migrations', async () => {
    const database = fromPostgres(statsUrl(url), 2);
    await runMigrations(database).finally(() => database.close());
  });
  const c = new pg.Client({ connectionString: statsUrl(url) });
  await c.connect();
  try {
    await c.query(`set maintenance_work_mem = '512MB'; set work_mem = '256MB'; set jit = off`);
    // As a restore: foreign keys hold by construction, the listing triggers' one table
    // (listing_live_count) is rebuilt in one statement, and the loaded tables' secondary indexes
    // are made again after the load.
    await c.query('set session_replication_role = replica');
    await c.query(helpers(seed, new Date()));
    const clock = (
      await c.query(`select first_day::text as first, today_part::float8 as part from clock`)
    ).rows[0] as { first: string; part: number };
    await c.query(dayFactor(clock.first, clock.part));
    const indexes = (
      await c.query(
        `select i.relname as name, pg_get_indexdef(x.indexrelid) as def from pg_index x
        join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = any($1) and not exists (select from pg_constraint k where k.conindid = x.indexrelid)`,
        [LOADED],
      )
    ).rows as { name: string; def: string }[];
    for (const ix of indexes) await c.query(`drop index ${c.escapeIdentifier(ix.name)}`);
    await step('agencies, packages, periods, users', () => c.query(AGENCIES + USERS));
    await step('listings and status history', () => c.query(LISTING_PLAN + LISTINGS));
    await step('sign-ins', () => c.query(LOGINS));
    await step('API calls', () => c.query(API_CALLS));
    await step('payments', () => c.query(PAYMENTS));
    await step(`${indexes.length} indexes again, vacuum analyze`, async () => {
      for (const ix of indexes) await c.query(ix.def);
      await c.query('set session_replication_role = origin');
      await c.query(`vacuum analyze ${ANALYSED}`);
    });
    // The daily job's function, as its first run on this history, then as a night's run.
    const fill = `select stat_listing_status_fill('${TIME_ZONE}', (select today - 1 from clock)) as n`;
    let t = performance.now();
    const rows = Number((await c.query(fill)).rows[0].n);
    const ms = performance.now() - t;
    await c.query(
      `delete from stat_daily where metric like 'listing%' and day = (select today - 1 from clock);`,
    );
    t = performance.now();
    await c.query(fill);
    const againMs = performance.now() - t;
    await c.query('vacuum analyze stat_daily');
    const counts = (await c.query(COUNTS)).rows[0] as Record<string, number>;
    return { steps, snapshot: { rows, ms, againMs }, counts };
  } finally {
    await c.end();
  }
}

// Alone, it makes the database and keeps it (bench/statistics.ts drops it when done):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/statistics-generate.ts [--seed=N]
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL server');
  const seed = Number(process.argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? 1);
  console.log(await generateStatistics(url, seed));
}
