// What drawing a public page on the web server costs (ADR 0026): the time of one server render
// of /plots, /properties and a property page from the answers the web server embeds, on the
// built renderer (apps/web/dist-ssr) and the API answers of a running product:
//   npm run build && npm start   (another terminal: the demo data on the embedded defaults)
//   npx tsx bench/ssr-render.ts  (API_URL defaults to http://localhost:3000)
import { fileURLToPath } from 'node:url';
import { loadPageRenderer } from '../apps/web/server/server-render';

const apiUrl = (process.env.API_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const webUrl = 'http://localhost:8080';
const RUNS = 200;

async function answer(path: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} — is the product running (npm start)?`);
  return res.json();
}

async function main() {
  const renderer = await loadPageRenderer(
    fileURLToPath(new URL('../apps/web/dist-ssr', import.meta.url)),
  );
  if (!renderer) throw new Error('No apps/web/dist-ssr: run npm run build first');
  const config = { apiUrl, productName: 'AfriNest', webUrl };
  const newest = (await answer('/api/properties?sort=newest&page=1&pageSize=12')) as {
    data: { id: string }[];
  };
  const id = newest.data[0]!.id;
  const pages: [string, string][] = [
    ['/plots', '/api/plots?sort=newest&page=1&pageSize=12'],
    ['/properties', '/api/properties?sort=newest&page=1&pageSize=12'],
    [`/properties/${id}`, `/properties/${id}`],
  ];
  console.log(`| page | median | p95 | HTML |\n|---|---|---|---|`);
  for (const [page, path] of pages) {
    const answers = { [`${apiUrl}${path}`]: await answer(path) };
    const draw = async () => (await renderer.render(`${webUrl}${page}`, config, answers))?.html;
    for (let i = 0; i < 30; i++) await draw(); // warm-up: the engine compiles the renderer
    const times: number[] = [];
    let html = '';
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      html = (await draw()) ?? '';
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (RUNS - 1))]!.toFixed(1);
    const label = page.startsWith('/properties/') ? 'a property page' : page;
    console.log(
      `| ${label} | ${at(0.5)} ms | ${at(0.95)} ms | ${(html.length / 1024).toFixed(0)} KB |`,
    );
  }
}

await main();
