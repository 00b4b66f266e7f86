// Search and map on 1,000,000 listings (DESIGN.md §4: p95 ≤ 50 ms search, ≤ 80 ms map viewport,
// 32 connections, PostgreSQL), with a bare Fastify route measured in the same run.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-generate.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings.ts [seconds]
//
// `--try` prints the table without appending it to bench/RESULTS.md (while tuning); `--only=TEXT`
// runs only the rows whose name holds TEXT (and the bare route), e.g. `--only=zoom 16`; several
// texts split by `|` run the rows that hold any of them (`--only=box|radius`).
// The API (buildApp on afrinest_bench, as in production: pool of 10, memory cache) and the bare
// route run in a child process, so autocannon's own work does not share their event loop. Every
// row rotates through many different requests (terms, places, boxes), never one cached answer.
// The public read cache (ADR 0021) is on as configured by default; LISTINGS_CACHE_TTL_MS=0 turns
// it off for comparison. Each row reports the share of its answers that were cache hits.
import { execFileSync, spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createMemoryCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { registerCompression } from '../apps/api/src/platform/http/plugins';
import { benchUrl } from './listings-generate';
import { appendResults } from './results-file';
import apiNodeFlags from '../scripts/api-node-flags.json' with { type: 'json' };

const CONNECTIONS = 32;

/** The child: the API on the bench database and a bare Fastify route; prints their URLs. */
async function serve(url: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: benchUrl(url),
    LISTINGS_CACHE_TTL_MS: process.env.LISTINGS_CACHE_TTL_MS,
  });
  const database = fromPostgres(benchUrl(url));
  // Indexes added since the data was generated are built here, as a deployment would.
  await runMigrations(database);
  const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
  const api = await app.listen({ host: '127.0.0.1', port: 0 });
  // x-cache of every API answer, counted on the raw server (the app is sealed once ready).
  let counts = { hit: 0, miss: 0, none: 0 };
  app.server.on('request', (_req, res: ServerResponse) =>
    res.on('finish', () => {
      const value = res.getHeader('x-cache');
      counts[value === 'hit' ? 'hit' : value === 'miss' ? 'miss' : 'none'] += 1;
    }),
  );
  const bare = Fastify({ logger: false });
  bare.get('/hello', () => ({ hello: 'world' }));
  // The least a search can cost on this machine: one round trip to PostgreSQL (a prepared
  // `select 1` through a pool of its own, as large as the API's) and a page of twenty result
  // cards (the API's own answer, kept), compressed as the API compresses. What a search row
  // takes beyond this row is its own work: building its statement, PostgreSQL running it,
  // reading and writing its rows.
  const page = (await app.inject({ url: '/api/properties?page=50&kind=house' })).body;
  const floorPool = new pg.Pool({ connectionString: benchUrl(url), max: 10 });
  await bare.register(async (scope) => {
    await registerCompression(scope);
    scope.get('/floor', async (_request, reply) => {
      await floorPool.query({ name: 'floor', text: 'select 1' });
      return reply.type('application/json; charset=utf-8').send(page);
    });
  });
  // Read and reset by the client between rows; on the bare server so it counts nothing itself.
  bare.get('/cache-counts', () => {
    const taken = counts;
    counts = { hit: 0, miss: 0, none: 0 };
    return taken;
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ api, bare: bareUrl }));
}

/** Milliseconds per clock tick of /proc's CPU times, read once. */
let tickMs: number | undefined;

/**
 * CPU time (ms, user + system) used so far by the API's process and by PostgreSQL's processes
 * (every `postgres` process of this machine: the server runs here), from /proc; null where
 * there is no /proc. Divided by the requests of a row, it says where a request's CPU goes. A
 * backend whose connection the pool closed during a row is gone from /proc; its time is then in
 * its parent's (the postmaster's) time of ended children, counted too.
 */
function cpuMs(apiPid: number): { api: number; postgres: number } | null {
  tickMs ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);
  const tick = tickMs;
  const used = (pid: string | number) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th,
      // cutime and cstime (of its ended children) the 14th and 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const times = fields.slice(11, 15).map(Number);
      return times.reduce((sum, t) => sum + t, 0) * tick;
    } catch {
      return 0; // a process that ended meanwhile
    }
  };
  try {
    const pids = execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n');
    return { api: used(apiPid), postgres: pids.reduce((sum, pid) => sum + used(pid), 0) };
  } catch {
    return null;
  }
}

/** A small LCG, so every run sends the same sequence of requests. */
function randomFrom(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

interface Row {
  name: string;
  budgetMs?: number;
  base: 'api' | 'bare';
  path: () => string;
}
interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, path: () => string, seconds: number): Promise<Figures> {
  const times: number[] = [];
  // autocannon has no p95: every response time is kept and the percentiles taken from them.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        // As a browser asks: the API compresses answers of 1 KB or more (the cost is measured).
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Viewport boxes as a 1280 × 800 px map shows them at a zoom, centred near a point. */
function viewport(lat: number, lng: number, zoom: number) {
  const degPerPx = 360 / 256 / 2 ** zoom;
  const w = (1280 * degPerPx) / 2;
  const h = (800 * degPerPx) / 2;
  const f = (x: number) => x.toFixed(5);
  return `bbox=${f(lat - h)},${f(lng - w)},${f(lat + h)},${f(lng + w)}&zoom=${zoom}`;
}

async function rows(url: string): Promise<Row[]> {
  const c = new pg.Client({ connectionString: benchUrl(url) });
  await c.connect();
  // Real places of the generated data: cities and neighbourhoods with their centres.
  const places = (
    await c.query(`select id, latitude as lat, longitude as lng from (
        select id, latitude, longitude from geo_city where latitude is not null
        union all select id, latitude, longitude from geo_area where latitude is not null) p
      where id in (select unnest(place_ids) from listing tablesample system (1))
      order by id limit 200`)
  ).rows as { id: string; lat: number; lng: number }[];
  const cities = (
    await c.query(`select c.latitude as lat, c.longitude as lng from geo_city c
      join (select city_id, count(*) n from listing group by city_id order by n desc limit 40) t
      on t.city_id = c.id`)
  ).rows as { lat: number; lng: number }[];
  await c.end();
  const r = randomFrom(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const near = (spread: number) => {
    const c0 = pick(cities);
    return { lat: c0.lat + (r() - 0.5) * spread, lng: c0.lng + (r() - 0.5) * spread };
  };
  const terms = [
    'kololo',
    'ntinda house',
    'nairobi apartment',
    'plot mukono',
    'kigali',
    'borehole',
    'self contained',
    'ready title',
    'arusha land',
    'muyenga',
    'bedroom kira',
    'office kampala',
    'mombasa',
    'entebbe garden',
    'acres wakiso',
    'gulu',
  ];
  const kinds = ['house', 'apartment', 'land', 'commercial', 'house,apartment'];
  const tenures = ['MAILO', 'FREEHOLD', 'LEASEHOLD', 'CUSTOMARY', 'MAILO,FREEHOLD'];
  /** A city viewport at zoom 12 with the filters `filter` draws (after the viewport's own draws). */
  const cityMap = (filter: () => string) => () => {
    const p = near(0.2);
    return `/api/properties/map?${viewport(p.lat, p.lng, 12)}${filter()}`;
  };
  const S = 50;
  const M = 80;
  return [
    { name: 'bare Fastify route (same run, same machine)', base: 'bare', path: () => '/hello' },
    {
      name: 'floor: select 1 + a page of 20 cards, compressed (bare Fastify)',
      base: 'bare',
      path: () => '/floor',
    },
    {
      name: `search: text (${terms.length} terms)`,
      budgetMs: S,
      base: 'api',
      path: () => `/api/properties?q=${encodeURIComponent(pick(terms))}`,
    },
    {
      name: `search: text + kind (${terms.length} terms, ${kinds.length} kinds)`,
      budgetMs: S,
      base: 'api',
      path: () => `/api/properties?q=${encodeURIComponent(pick(terms))}&kind=${pick(kinds)}`,
    },
    {
      name: `search: place at any level (${places.length} places)`,
      budgetMs: S,
      base: 'api',
      path: () => `/api/properties?placeId=${pick(places).id}`,
    },
    {
      name: 'search: kind + price range (UGX)',
      budgetMs: S,
      base: 'api',
      path: () => {
        const min = Math.round(r() * 500) * 1_000_000;
        return `/api/properties?kind=${pick(kinds)}&currency=UGX&priceMin=${min}&priceMax=${min + 200_000_000}&sort=price_asc`;
      },
    },
    {
      name: 'search: bounding box (~10 km, newest)',
      budgetMs: S,
      base: 'api',
      path: () => {
        const p = near(0.2);
        return `/api/properties?bbox=${(p.lat - 0.05).toFixed(4)},${(p.lng - 0.05).toFixed(4)},${(p.lat + 0.05).toFixed(4)},${(p.lng + 0.05).toFixed(4)}`;
      },
    },
    {
      name: 'search: radius 3–15 km, sorted by distance',
      budgetMs: S,
      base: 'api',
      path: () => {
        const p = near(0.2);
        return `/api/properties?lat=${p.lat.toFixed(4)}&lng=${p.lng.toFixed(4)}&radiusKm=${3 + Math.round(r() * 12)}&sort=distance`;
      },
    },
    {
      name: 'search: plots by tenure + size in acres',
      budgetMs: S,
      base: 'api',
      path: () => {
        const min = Math.round(r() * 10);
        return `/api/plots?tenure=${pick(tenures)}&sizeUnit=acres&sizeMin=${min}&sizeMax=${min + 2}`;
      },
    },
    {
      name: 'search: page 50 (20 a page)',
      budgetMs: S,
      base: 'api',
      path: () => `/api/properties?page=50&kind=${pick(kinds)}`,
    },
    {
      name: 'map: country viewport, zoom 7',
      budgetMs: M,
      base: 'api',
      path: () => {
        const p = near(3);
        return `/api/properties/map?${viewport(p.lat, p.lng, 7)}`;
      },
    },
    {
      name: 'map: city viewport, zoom 12',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => ''),
    },
    {
      // From the price grid and its partial bands (listing_map_price, ADR 0014); until
      // 2026-11-28 this row was "price filter (counted live)".
      name: 'map: city viewport, zoom 12, price range (UGX)',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => {
        const min = Math.round(r() * 500) * 1_000_000;
        return `&currency=UGX&priceMin=${min}&priceMax=${min + 200_000_000}`;
      }),
    },
    {
      // From the grid's rooms rows (listing_map_rooms, ADR 0014); until 2026-11-28 counted live.
      name: 'map: city viewport, zoom 12, bedrooms',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => `&bedrooms=${1 + Math.floor(r() * 4)}`),
    },
    {
      // From the bitmaps in map order (ADR 0037); until 2026-11-28 "bathrooms (counted live)".
      name: 'map: city viewport, zoom 12, bathrooms',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => `&bathrooms=${1 + Math.floor(r() * 3)}`),
    },
    {
      // Filters of several grids at once, as a visitor sets them: from the same bitmaps.
      name: 'map: city viewport, zoom 12, kind + bedrooms + bathrooms',
      budgetMs: M,
      base: 'api',
      path: cityMap(
        () =>
          `&kind=${pick(['house', 'apartment', 'house,apartment'])}` +
          `&bedrooms=${1 + Math.floor(r() * 4)}&bathrooms=${1 + Math.floor(r() * 3)}`,
      ),
    },
    {
      // A price range with another filter: the bands inside it from the same bitmaps, its two
      // partial bands from the listings.
      name: 'map: city viewport, zoom 12, bedrooms + price (UGX)',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => {
        const min = Math.round(r() * 500) * 1_000_000;
        return `&bedrooms=${1 + Math.floor(r() * 4)}&currency=UGX&priceMin=${min}&priceMax=${min + 200_000_000}`;
      }),
    },
    {
      // From the bitmaps in map order, a word the range of its lexemes (ADR 0037, amended
      // 2026-11-28); until then "text (counted live)".
      name: 'map: city viewport, zoom 12, text',
      budgetMs: M,
      base: 'api',
      path: cityMap(
        () => `&q=${encodeURIComponent(pick(['borehole', 'garden', 'self contained']))}`,
      ),
    },
    {
      // From the bitmaps in map order, the size's bands and fine bands, the range's two ends from
      // the listings (ADR 0037, amended 2026-11-28); counted live before, p95 759–2,369 ms.
      name: 'map: city viewport, zoom 12, land by size in acres',
      budgetMs: M,
      base: 'api',
      path: cityMap(() => {
        const min = Math.round(r() * 10) / 2;
        return `&kind=land&sizeUnit=acres&sizeMin=${min}&sizeMax=${min + 2}`;
      }),
    },
    {
      name: 'map: street viewport, zoom 16',
      budgetMs: M,
      base: 'api',
      path: () => {
        const p = near(0.06);
        return `/api/properties/map?${viewport(p.lat, p.lng, 16)}`;
      },
    },
  ];
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): the bench needs a real server.');
  if (process.env.BENCH_ROLE === 'server') return serve(url);
  const args = process.argv.slice(2);
  const seconds = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
  const record = !args.includes('--try');
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split('|');

  // The server role runs with the API's V8 flags, as `npm start` runs it (ADR 0038).
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...apiNodeFlags, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_ROLE: 'server' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const urls = await new Promise<{ api: string; bare: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { api: string; bare: string });
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  try {
    const c = new pg.Client({ connectionString: benchUrl(url) });
    await c.connect();
    const listings = Number((await c.query('select count(*) from listing')).rows[0].count);
    await c.end();
    const table: string[] = [];
    const cacheCounts = async () =>
      (await (await fetch(`${urls.bare}/cache-counts`)).json()) as {
        hit: number;
        miss: number;
        none: number;
      };
    const chosen = (await rows(url)).filter(
      (row) => !only || row.base === 'bare' || only.some((text) => row.name.includes(text)),
    );
    for (const row of chosen) {
      const base = row.base === 'api' ? urls.api : urls.bare;
      await load(base, row.path, 2); // warm-up: connections, plans, caches
      await cacheCounts();
      const cpuBefore = cpuMs(child.pid!);
      const f = await load(base, row.path, seconds);
      const cpuAfter = cpuMs(child.pid!);
      const c = await cacheCounts();
      const perRequest = (key: 'api' | 'postgres') =>
        cpuBefore && cpuAfter && f.requests
          ? ((cpuAfter[key] - cpuBefore[key]) / f.requests).toFixed(2)
          : '—';
      const answered = c.hit + c.miss;
      const hits = answered ? `${((100 * c.hit) / answered).toFixed(0)} %` : '—';
      const budget =
        row.budgetMs === undefined
          ? '—'
          : `≤ ${row.budgetMs} ms ${f.p95 <= row.budgetMs ? '✓' : '✗ over'}`;
      // The bare route runs in the same child as the API: its CPU column is that process's.
      const line = `| ${row.name} | ${f.p50.toFixed(1)} | **${f.p95.toFixed(1)}** | ${f.p99.toFixed(1)} | ${Math.round(f.rps)} | ${perRequest('api')} | ${perRequest('postgres')} | ${hits} | ${f.non2xx + f.errors} | ${budget} |`;
      console.log(line);
      table.push(line);
    }
    if (!record) return;
    const ttl = process.env.LISTINGS_CACHE_TTL_MS;
    const ttlNote =
      ttl === '0'
        ? 'off (`LISTINGS_CACHE_TTL_MS=0`)'
        : `on, memory, TTL ${ttl ?? 'default 30,000'} ms`;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    await appendResults(
      [
        '',
        `## ${when} UTC — listings search and map: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings.ts\` (${cpus().length} cores, Node ${process.version}, PostgreSQL)`,
        '',
        `${listings.toLocaleString('en')} listings made by \`bench/listings-generate.ts\`. autocannon, ${CONNECTIONS} connections asking for compressed answers as a browser does, ${seconds} s a row after a 2 s warm-up; each row rotates through many requests. Client, API (own process, pool of 10) and PostgreSQL share the machine (load average ${loadavg()[0]!.toFixed(1)} when it ended). Latencies in ms; CPU per request from /proc (user + system time of the API's process and of every PostgreSQL process over the row, divided by its requests). Public read cache: ${ttlNote}; "cache hits" is the share of the row's answers (after its warm-up) sent with \`x-cache: hit\`.`,
        '',
        '| request | p50 | p95 | p99 | req/s | API CPU ms/req | PostgreSQL CPU ms/req | cache hits | non-2xx | budget (p95) |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...table,
        '',
      ].join('\n'),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
