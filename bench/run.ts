// npm run bench: measures DESIGN.md §4 budgets (initial JS, API throughput) and records the
// figures as their sections of bench/RESULTS.md.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { initialJsByRoute } from './initial-js';
import { apiThroughput } from './api-throughput';
import { recordResults } from './results-file';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

async function main() {
  if (!existsSync(`${dist}/index.html`)) throw new Error('Build the web app first: npm run build');
  const routes = initialJsByRoute(dist);
  const kb = (b: number) => (b / 1024).toFixed(1);
  for (const r of routes)
    console.log(
      `${r.route} initial JS: ${kb(r.gzipBytes)} KB gzip, ${kb(r.withClientGzipBytes)} KB with the data client (budget 150 KB); sent as brotli ${kb(r.sentBytes)} KB`,
    );

  const api = await apiThroughput({ path: '/healthz', seconds: 10, connections: 32 });
  console.log(
    `GET /healthz: ${Math.round(api.requestsPerSecond)} req/s, p99 ${api.p99Ms} ms, non-2xx ${api.non2xx}, errors ${api.errors}`,
  );

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const heading = `## ${when} UTC — \`npm run bench\` (${cpus().length} cores, Node ${process.version})`;
  await recordResults(
    'Initial JS',
    [
      heading,
      '',
      '| measure | figure | budget |',
      '|---|---|---|',
      ...routes.flatMap((r) => [
        `| ${r.route} initial JS, gzip (${r.files} files; with the data client) | ${kb(r.gzipBytes)} KB (${kb(r.withClientGzipBytes)} KB) | ≤ 150 KB |`,
        `| ${r.route} initial JS as the web server sends it (the build's brotli copies) | ${kb(r.sentBytes)} KB | — |`,
      ]),
    ].join('\n'),
  );
  await recordResults(
    'API throughput',
    [
      heading,
      '',
      '| measure | figure | budget |',
      '|---|---|---|',
      `| GET /healthz through the full stack, 32 connections, 10 s | ${Math.round(api.requestsPerSecond)} req/s (p99 ${api.p99Ms} ms) | — (reference for later routes) |`,
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
