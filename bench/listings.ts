// Search and map on the generated listings, measured on random draws of what users ask
// (DESIGN.md §4: 16 connections; search p95 ≤ 150 ms, p99 ≤ 400 ms, none over 1 s; map viewport
// p95 ≤ 200 ms; a listing write p95 ≤ 20 ms), then listing writes.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-generate.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings.ts [--seed=N]
//
// Flags: --seed=N (default 1) draws another sample; --searches=N (2,000) and --maps=N (1,000);
// --try prints without recording the figures in bench/RESULTS.md. BENCH_DB names the database
// (default afrinest_bench); LISTINGS_CACHE_TTL_MS sets the public read cache (default 0: off).
//
// The API (buildApp on the bench database, production config) runs in a child process. After a
// warm-up of 100 other draws, 16 workers send the seed's draws (searches and map viewports
// mixed), each taking the next as it is free. Then the 20 slowest run again alone, their
// statements recorded through the API's query logger and explained on a separate connection.
// Then writes: creates, edits and status changes through HTTP, and PostgreSQL's time for each.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import apiNodeFlags from '../scripts/api-node-flags.json' with { type: 'json' };
import { benchDatabase, benchUrl } from './listings-generate';
import { readCatalog } from './listings/catalog';
import { makeDraws } from './listings/draws';
import { explainDraws } from './listings/explain';
import { runDraws } from './listings/load';
import { printPlans, reportTables } from './listings/report';
import { serve } from './listings/server';
import { measureWriteCosts } from './listings/write-costs';
import { measureWrites } from './listings/writes';
import { recordResults } from './results-file';

const CONNECTIONS = 16;
const WARM_UP = 100;
const SLOWEST = 20;
const WRITES = 200;
const WRITE_COST_SAMPLES = 50;

function flags(args: string[]) {
  const value = (name: string, fallback: number) => {
    const found = args.find((a) => a.startsWith(`--${name}=`));
    return found ? Number(found.slice(name.length + 3)) : fallback;
  };
  return {
    seed: value('seed', 1),
    searches: value('searches', 2000),
    maps: value('maps', 1000),
    record: !args.includes('--try'),
  };
}

/** The API in a child process, with the API's V8 flags as `npm start` runs it (ADR 0038). */
async function startServer() {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...apiNodeFlags, fileURLToPath(import.meta.url)],
    { env: { ...process.env, BENCH_ROLE: 'server' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const urls = await new Promise<{ api: string; control: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { api: string; control: string });
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { child, ...urls };
}

/** The command as run, for the record (a password in the URL is not written down). */
function command(args: string[]) {
  const url = new URL(process.env.DATABASE_URL!);
  if (url.password) url.password = '***';
  const env = [
    process.env.BENCH_DB ? `BENCH_DB=${process.env.BENCH_DB}` : '',
    process.env.LISTINGS_CACHE_TTL_MS
      ? `LISTINGS_CACHE_TTL_MS=${process.env.LISTINGS_CACHE_TTL_MS}`
      : '',
    `DATABASE_URL=${url.toString()}`,
  ].filter(Boolean);
  return `${env.join(' ')} npx tsx bench/listings.ts ${args.join(' ')}`.trim();
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): the bench needs a real server.');
  const databaseUrl = benchUrl(url);
  if (process.env.BENCH_ROLE === 'server') return serve(databaseUrl);
  const args = process.argv.slice(2);
  const opts = flags(args);

  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const catalog = await readCatalog(c);
  const listings = Number((await c.query('select count(*) from listing')).rows[0].count);
  const postgres = (await c.query('show server_version')).rows[0].server_version as string;
  await c.end();
  const draws = makeDraws(catalog, opts.seed, opts);
  const warmUp = makeDraws(catalog, opts.seed + 1_000_000, {
    searches: Math.round(WARM_UP * 0.7),
    maps: Math.round(WARM_UP * 0.3),
  });

  const server = await startServer();
  try {
    await runDraws(server.api, warmUp, CONNECTIONS);
    const started = performance.now();
    const timed = await runDraws(server.api, draws, CONNECTIONS);
    const seconds = (performance.now() - started) / 1000;
    const load = loadavg()[0]!.toFixed(1);
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const explained = await explainDraws({ agent, ...server, databaseUrl, draws: slowest });
    agent.destroy();
    const writes = await measureWrites({
      api: server.api,
      databaseUrl,
      seed: opts.seed,
      count: WRITES,
    });
    const costs = await measureWriteCosts(databaseUrl, opts.seed, WRITE_COST_SAMPLES);

    const tables = reportTables({ draws: timed, explained, writes, costs });
    printPlans(explained);
    console.log(`\n${tables.join('\n')}`);
    if (!opts.record) return;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    await recordResults(
      `Listings search and map, seed ${opts.seed}`,
      [
        `## ${when} UTC — \`${command(args)}\` (${cpus().length} cores, Node ${process.version}, PostgreSQL ${postgres})`,
        '',
        `${listings.toLocaleString('en')} listings in ${benchDatabase()}, made by \`bench/listings-generate.ts\`. ${opts.searches.toLocaleString('en')} searches and ${opts.maps.toLocaleString('en')} map viewports drawn with seed ${opts.seed} (bench/listings/draws.ts), mixed, after a warm-up of ${WARM_UP} other draws; ${CONNECTIONS} connections asking for compressed answers, ${Math.round(timed.length / seconds)} requests a second over ${seconds.toFixed(0)} s. Client, API (own process) and PostgreSQL share the machine (load average ${load} at the end of the draws). Public read cache ${process.env.LISTINGS_CACHE_TTL_MS && process.env.LISTINGS_CACHE_TTL_MS !== '0' ? `on (TTL ${process.env.LISTINGS_CACHE_TTL_MS} ms)` : 'off'}. Latencies in ms, the whole answer read. Writes: ${WRITES} of each kind through HTTP, one at a time, as the demo agent; PostgreSQL's time is EXPLAIN ANALYZE of the same statements on ${WRITE_COST_SAMPLES} public listings inside BEGIN … ROLLBACK, triggers included.`,
        '',
        ...tables,
      ].join('\n'),
    );
  } finally {
    server.child.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
