import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html-escape';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages people land on from search and shared links, and the source module of each
 * page (as in src/app/routes.tsx; route-preloads.test.ts keeps the two in step). Only these get
 * preloads: they carry the first-load budget (DESIGN.md §4).
 */
export const PRELOADED_PAGES: readonly { path: string; module: string }[] = [
  { path: '/', module: 'src/app/pages/home.tsx' },
  { path: '/properties', module: 'src/features/listings/pages/properties-page.tsx' },
  { path: '/plots', module: 'src/features/listings/pages/plots-page.tsx' },
  { path: '/properties-map', module: 'src/features/listings/pages/properties-map-page.tsx' },
  { path: '/properties/:id', module: 'src/features/listing-detail/pages/property-page.tsx' },
  {
    path: '/properties/:id/map',
    module: 'src/features/listing-detail/pages/property-map-page.tsx',
  },
  // The content pages people land on from search (issue 44).
  ...['about', 'faq', 'help', 'blog', 'terms', 'privacy', 'hotels', 'building'].map((page) => ({
    path: `/${page}`,
    module: `src/features/content/pages/${page}-page.tsx`,
  })),
  { path: '/blog/:slug', module: 'src/features/content/pages/blog-post-page.tsx' },
  { path: '/help/:slug', module: 'src/features/content/pages/help-article-page.tsx' },
];

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
};

export type RoutePreloads = (path: string) => string;

/**
 * The `<link>` tags for a page's HTML, so the browser fetches in parallel what it would
 * otherwise discover one step at a time (HTML → entry → lazy page chunk → API client → data):
 * modulepreload for the page's chunk and its static imports and for the API client every public
 * page fetches with, and a preconnect to the API when it is on another origin. Files the entry
 * already pulls in are left out: index.html preloads those itself. No Vite manifest (an old or
 * dev build): no tags, the page works as before.
 */
export function createRoutePreloads(distDir: string, apiUrl: string): RoutePreloads {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const preconnect = preconnectTag(apiUrl);
  if (!existsSync(manifestPath)) return () => preconnect;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const closure = (key: string | undefined, into: Set<string>) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entryFiles = new Set<string>();
  closure(
    Object.keys(manifest).find((key) => manifest[key]!.isEntry),
    entryFiles,
  );
  const clientKey = Object.keys(manifest).find((key) => manifest[key]!.name === 'api-client');

  const tagsByPage = new Map<string, string>();
  for (const page of PRELOADED_PAGES) {
    if (!manifest[page.module]) continue;
    const files = new Set<string>();
    closure(page.module, files);
    closure(clientKey, files);
    const links = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
    tagsByPage.set(page.path, [preconnect, ...links].filter(Boolean).join('\n    '));
  }
  return (path) => {
    const page = PRELOADED_PAGES.find((p) => matches(p.path, path));
    return (page && tagsByPage.get(page.path)) ?? preconnect;
  };
}

/** Credentialed API calls share the plain connection pool, so no crossorigin attribute here. */
function preconnectTag(apiUrl: string): string {
  try {
    const origin = new URL(apiUrl).origin;
    return origin === 'null' ? '' : `<link rel="preconnect" href="${escapeHtml(origin)}">`;
  } catch {
    // A relative API URL: the API is on the page's own origin, already connected.
    return '';
  }
}
