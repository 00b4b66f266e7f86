// Where a public page's main-thread time goes on a slow phone, measured rather than simulated:
// Chromium with its CPU slowed 4× (Lighthouse's mobile factor), each page loaded RUNS times from
// a running product, and for each load the long tasks after the first paint (what Lighthouse's
// Total Blocking Time sums: every task's time beyond 50 ms) and the CPU profile's self time by
// script. Run against the built app with its demo data:
//   npm run build && npm start        (another terminal; wait for the demo photos)
//   WEB_URL=http://localhost:8080 npx tsx bench/main-thread.ts
// MAIN_THREAD_PAGES=/,/plots picks pages; MAIN_THREAD_RUNS=7 changes the runs (default 5).
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';

const webUrl = (process.env.WEB_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const apiUrl = (process.env.API_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 5));
const SLOWDOWN = 4;
/** After load, how long to keep watching: the page's after-load work (ADR 0026) falls in it. */
const QUIET_MS = 4000;
/** MAIN_THREAD_DETAIL=(inline): also print that script's functions by self time. */
const DETAIL = process.env.MAIN_THREAD_DETAIL;
const detail = new Map<string, number>();

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by script file, and by category for time spent outside scripts. */
function selfTimeByScript(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { url, functionName } = node.callFrame;
    // A chunk by its name without the hash; the page's own inline scripts as "(inline)".
    const file = url.split('/').pop()!;
    const key = !url
      ? `(${functionName || 'native'})`
      : file.endsWith('.js')
        ? file.replace(/-[\w-]{8}\.js$/, '.js')
        : '(inline)';
    if (DETAIL && key === DETAIL) {
      const name = `${DETAIL}: ${functionName || '(anonymous)'}`;
      detail.set(name, (detail.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  // Idle is waiting; "program" is the browser's own work outside any script (style, layout,
  // paint, parsing) and shows in the long tasks, not here.
  totals.delete('((idle))');
  totals.delete('((program))');
  return totals;
}

async function measure(cdp: CDPSession, page: Page, url: string) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  // As text, like the init script that keeps `window.__longTasks` (no typed global for it).
  const timings = (await page.evaluate(`({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
  })`)) as { fcp: number; tasks: { start: number; duration: number }[] };
  const after = timings.tasks.filter((t) => t.start >= timings.fcp);
  const blocking = after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const longest = Math.max(0, ...after.map((t) => t.duration));
  return {
    fcp: timings.fcp,
    blocking,
    longest,
    count: after.length,
    scripts: selfTimeByScript(profile),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const newest = (await (await fetch(`${apiUrl}/api/properties?pageSize=1`)).json()) as {
    data: { id: string }[];
  };
  const pages = process.env.MAIN_THREAD_PAGES?.split(',') ?? [
    '/',
    '/properties',
    `/properties/${newest.data[0]!.id}`,
    '/plots',
  ];
  // The journeys' Chromium, with the flags this closed network needs.
  const browser = await launchBrowser();
  console.log(
    `| page | TBT after first paint (median, range) | long tasks | longest | first paint | main-thread script time, top 6 (median ms) |\n|---|---|---|---|---|---|`,
  );
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < RUNS + 1; i++) {
      // A new context each time: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript({
        content: `window.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              window.__longTasks.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });`,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const run = await measure(cdp, page, `${webUrl}${path}`);
      await context.close();
      if (i > 0) runs.push(run); // the first warms the server's caches and the disk
    }
    const scripts = new Map<string, number[]>();
    for (const r of runs)
      for (const [k, v] of r.scripts) scripts.set(k, [...(scripts.get(k) ?? []), v]);
    const top = [...scripts]
      .map(([k, v]) => [k, median([...v, ...Array(RUNS - v.length).fill(0)])] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    const tbt = runs.map((r) => r.blocking);
    console.log(
      `| ${path.startsWith('/properties/') ? 'a property page' : path} | ${Math.round(median(tbt))} ms (${Math.round(Math.min(...tbt))}–${Math.round(Math.max(...tbt))}) | ${median(runs.map((r) => r.count))} | ${Math.round(median(runs.map((r) => r.longest)))} ms | ${Math.round(median(runs.map((r) => r.fcp)))} ms | ${top} |`,
    );
  }
  await browser.close();
  if (DETAIL)
    for (const [name, ms] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`${Math.round(ms / (RUNS + 1))} ms  ${name}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
