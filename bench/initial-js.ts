// Initial JavaScript per public route (DESIGN.md §4: ≤ 150 KB gzip), from the Vite manifest:
// the entry with its static imports (what index.html loads and preloads), plus the route's page
// module with its static imports (lazy, but needed before the page can draw). The API client
// (axios) is loaded by the first data fetch; it is reported beside, as "with data client".
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  route: string;
  /** Entry + page closure, gzip bytes. */
  gzipBytes: number;
  /** The same plus the API client's closure. */
  withClientGzipBytes: number;
  /**
   * Entry + page closure as the web server sends it to a browser: each file's brotli copy from
   * the build (vite.config.ts), or the file itself where the build made none (under 1 KB).
   */
  sentBytes: number;
  files: number;
}

/** Each public route and the source module of its page (apps/web/src/app/routes.tsx). */
export const PUBLIC_ROUTES: Record<string, string> = {
  '/': 'src/app/pages/home.tsx',
  '/properties': 'src/features/listings/pages/properties-page.tsx',
  '/properties/{id}': 'src/features/listing-detail/pages/property-page.tsx',
  '/plots': 'src/features/listings/pages/plots-page.tsx',
  '/properties-map': 'src/features/listings/pages/properties-map-page.tsx',
  '/about': 'src/features/content/pages/about-page.tsx',
  '/faq': 'src/features/content/pages/faq-page.tsx',
  '/blog': 'src/features/content/pages/blog-page.tsx',
};

export function initialJsByRoute(distDir: string, routes = PUBLIC_ROUTES): RouteJs[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzip = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzip.has(file))
      gzip.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzip.get(file)!;
  };
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  // Shared by every fetcher, so Vite makes it a shared chunk keyed by its name, not its source.
  const clientKey = Object.keys(manifest).find((k) => manifest[k]!.name === 'api-client');
  if (!clientKey) throw new Error('No api-client chunk in the Vite manifest');
  const total = (files: Set<string>) => [...files].reduce((n, f) => n + sizeOf(f), 0);
  const sentSize = (file: string) => {
    const br = join(distDir, `${file}.br`);
    return statSync(existsSync(br) ? br : join(distDir, file)).size;
  };
  return Object.entries(routes).map(([route, page]) => {
    const files = new Set<string>();
    closure(entryKey, files);
    closure(page, files);
    const withClient = new Set(files);
    closure(clientKey, withClient);
    return {
      route,
      gzipBytes: total(files),
      withClientGzipBytes: total(withClient),
      sentBytes: [...files].reduce((n, f) => n + sentSize(f), 0),
      files: files.size,
    };
  });
}
