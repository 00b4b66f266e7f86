// Lighthouse mobile scores of the public pages (DESIGN.md §4: performance ≥ 95), offline, on the
// real built app with its demo data: `npm run build && npx tsx bench/lighthouse.ts`.
// Lighthouse's default config is a mid-range phone on slow 4G (simulated throttling).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { appendResults } from './results-file';
import apiNodeFlags from '../scripts/api-node-flags.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Runs per page (LIGHTHOUSE_RUNS, default 3): the median one is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start`'s server on a fresh PGlite with the demo data. */
async function startApp() {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-lighthouse-'));
  const child = spawn(
    process.execPath,
    [...apiNodeFlags, '--import', 'tsx', join(root, 'scripts/serve.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        API_URL: apiUrl,
        WEB_URL: webUrl,
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the app exited early');
    try {
      if ((await fetch(`${apiUrl}/readyz`)).ok && (await fetch(webUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not start in time');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    apiUrl,
    webUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until no demo listing has a photo still PROCESSING (asked as the demo super agent). */
async function demoPhotosProcessed(apiUrl: string) {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superagent@afrinest.test', password: 'AfriNest#2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const listings = (
    (await (
      await fetch(`${apiUrl}/api/agent/properties?pageSize=100`, { headers: auth })
    ).json()) as {
      data: { id: string }[];
    }
  ).data;
  const deadline = Date.now() + 900_000;
  for (const { id } of listings) {
    for (;;) {
      const media = (await (
        await fetch(`${apiUrl}/api/media/${id}/media`, { headers: auth })
      ).json()) as {
        data: { status: string }[];
      };
      if (media.data.length && media.data.every((m) => m.status !== 'PROCESSING')) break;
      if (Date.now() > deadline) throw new Error('the demo photos were not processed in time');
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

async function main() {
  const app = await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = (await (await fetch(`${app.apiUrl}/api/properties?pageSize=1`)).json()) as {
      data: { id: string }[];
    };
    const listingId = page.data[0]?.id;
    if (!listingId) throw new Error('the demo data has no listing');
    // The demo photos are processed in the background after start-up: measure with all of them
    // done, so no image encoding competes with the browser for the two cores.
    await demoPhotosProcessed(app.apiUrl);
    // The newest seeded blog post (issue 44): a content page with a cover, like a listing's.
    const posts = (await (await fetch(`${app.apiUrl}/api/content/posts?pageSize=1`)).json()) as {
      data: { slug: string }[];
    };
    const postSlug = posts.data[0]?.slug;
    if (!postSlug) throw new Error('the demo data has no blog post');
    const pages: Record<string, string> = {
      home: '/',
      properties: '/properties',
      'a property page': `/properties/${listingId}`,
      plots: '/plots',
      about: '/about',
      faq: '/faq',
      blog: '/blog',
      'a blog post': `/blog/${postSlug}`,
    };
    const rows: string[] = [];
    // LIGHTHOUSE_PAGES=home,plots: only these pages (names as in the table, lower case).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    for (const [name, path] of Object.entries(pages)) {
      if (only && !only.some((o) => name.startsWith(o))) continue;
      // Scores swing ±10 between identical runs on two shared cores: each page is measured RUNS
      // times and the run with the median performance score is reported, with the range.
      const runs: RunnerResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${app.webUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!run) throw new Error(`no Lighthouse result for ${path}`);
        runs.push(run);
      }
      const performance = (run: RunnerResult) => run.lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const result = runs[Math.floor(runs.length / 2)]!;
      const range = `${Math.round(performance(runs[0]!) * 100)}–${Math.round(performance(runs.at(-1)!) * 100)}`;
      // LIGHTHOUSE_JSON_DIR=/tmp/x: keep each full report (LCP element, request chains, shifts).
      const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        const file = join(jsonDir, name.replace(/\W+/g, '-'));
        writeFileSync(`${file}.json`, result.report as string);
        // The run's trace too (Chromium's DevTools performance panel opens it): which tasks block.
        writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      const { categories, audits } = result.lhr;
      const score = (c: (typeof CATEGORIES)[number]) =>
        Math.round((categories[c]?.score ?? 0) * 100);
      // Everything the first screen transferred (Lighthouse's total-byte-weight: lazy photos
      // below the fold are not loaded), and of it the images.
      const kb = (bytes: number | undefined) =>
        bytes === undefined ? '—' : `${(bytes / 1024).toFixed(0)} KB`;
      const requests = (audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
      const imageBytes = (requests ?? [])
        .filter((r) => r.resourceType === 'Image')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const metric = (id: string) => audits[id]?.displayValue ?? '—';
      const row = `| ${name} (\`${path.replace(listingId, '{id}').replace(`/blog/${postSlug}`, '/blog/{slug}')}\`) | **${score('performance')}** (${range}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${kb(audits['total-byte-weight']?.numericValue)} | ${kb(imageBytes)} |`;
      console.log(row);
      rows.push(row);
    }
    // LIGHTHOUSE_DRY=1: print only (while tuning); the recorded run appends to RESULTS.md.
    if (process.env.LIGHTHOUSE_DRY) return;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    // The command as run: a run count set by LIGHTHOUSE_RUNS is part of it.
    const runsSet = process.env.LIGHTHOUSE_RUNS ? `LIGHTHOUSE_RUNS=${RUNS} ` : '';
    await appendResults(
      [
        '',
        `## ${when} UTC — Lighthouse mobile: \`npm run build && ${runsSet}npx tsx bench/lighthouse.ts\` (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)})`,
        '',
        `Lighthouse 13 default (mobile, simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, the built app served by \`scripts/serve.ts\` with the demo data and its drawn photos (measured once they are processed). Each page is run ${RUNS} times; the row is the run with the median performance score, the range in brackets. Budget: performance ≥ 95.`,
        '',
        '| page | performance (range) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | first-screen bytes (budget 350 KB) | of which images |',
        '| ---- | ----------- | ------------- | -------------- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
