// Initial JavaScript of the home route: the entry script plus every modulepreload in index.html,
// gzip-compressed as the web server sends them. Budget (DESIGN.md §4): 150 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJs(distDir: string): {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
} {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    refs.add(m[1]!);
  const files = [...refs].map((ref) => ({
    file: ref,
    gzipBytes: gzipSync(readFileSync(join(distDir, ref.replace(/^\//, ''))), { level: 9 }).length,
  }));
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}
