// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  CheckProcessed,
  HomeListings,
  Listing,
  ListingSummaryPage,
  MediaItem,
  MediaList,
  UploadResult,
} from '@afrinest/contract';
import { freePort, startApiProcess, type ApiProcess } from './testing/api-process';
import { PRELOADED_PAGES } from './route-preloads';
import { DEFAULT_SHARE_IMAGE, shortPlace } from './share-preview';
import { contentPath, SITEMAP_PAGES } from './sitemap';
import { buildWebServer } from './web-server';

const WEB_URL = 'http://web.test';
/** A 240×160 JPEG (a green-to-orange gradient, 667 bytes): an agent's photo, small. */
const SMALL_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCACgAPADASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAEDAv/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAYAQEBAQEBAAAAAAAAAAAAAAABAgAFBP/EABURAQEAAAAAAAAAAAAAAAAAAAAR/9oADAMBAAIRAxEAPwDkFS4cRQCoAMYCgVAAGAKyoABUAAYKDKgAFQFAYAMqAKDEUAqADKjIB6HKgChURQZUAAYKAVABjAFCoABUAUGIoMqAAVAUBgAyoAoMRQZUYij0OXAAGAKyoABUAAYKDKgAFQFAYAMqAKDEUAqADKgKAwACoArKjEB6HKgoBUAGMAUKgAFQBQYigyoABUBQGADKgCgxFBlQACoKAMAGVGQD0OXAAGCgyoABUBQGADKgCgxFAKgAyoCgMAAqAKyoAAwBQqIoAxiCvS5cAAqAKDEUGVAAKgKAwAZUAUGIoMqAAVBQBgAyoCgVAAGAKFRiA9LlwFAYAMqAKDEUAqADKgKAwACoAoVABjAFCoigDABlQFAqAAMYqD0uXAAKgKAwAZUAUGIoMqAAVBQBgAyoCgVAAGAKFRFBjAAKgKBUYgr0uVEUAqADKgKAwACoAoVABjAFCoigDABlQFAqAAMAVlRFAGAAVGQD0uXAFBiKDKgAFQUAYAMqAoFQABgChURQYwACoCgVABjAFCoABUf/2Q==';
const DEMO_AGENT = { email: 'agent@afrinest.test', password: 'AfriNest#2026' };

/** A build as Vite writes it: index.html with the description and the config placeholder. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    [
      '<html><head>',
      '<meta name="description" content="AfriNest: houses and land." />',
      '<title>x</title><!--app-config-->',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  const script = 'console.log(1)'.repeat(200);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  // The compressed copies the build writes beside a script (vite.config.ts).
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script, { level: 9 }));
  writeFileSync(join(dist, 'assets', 'other-def456.js'), 'console.log(2)'.repeat(200));
  // An older build's static copy: the server's own robots.txt must win, without a clash.
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  return dist;
}

/** The nonce a page's CSP allows (its one 'nonce-…' source). */
function policyNonce(csp: string | undefined): string {
  const nonces = [...(csp ?? '').matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  expect(new Set(nonces).size, csp).toBe(1);
  return nonces[0]!;
}

/**
 * The page's inline <script> and <style> elements and the nonce each carries (null: none).
 * Scripts with a src are the build's files ('self'); JSON data blocks never run, so no CSP
 * applies to them.
 */
const inlineElements = (html: string) =>
  [...html.matchAll(/<(script|style)\b([^>]*)>/g)]
    .filter(
      ([, , attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/[\w+]*json"/.test(attrs!),
    )
    .map(([, tag, attrs]) => ({ tag, nonce: attrs!.match(/\bnonce="([^"]*)"/)?.[1] ?? null }));

/** Every inline element of the page runs under its CSP: each carries the answer's own nonce. */
function expectNoncedInline(res: { headers: Record<string, unknown>; body: string }) {
  const nonce = policyNonce(res.headers['content-security-policy'] as string);
  const inline = inlineElements(res.body);
  expect(inline.length).toBeGreaterThan(0);
  expect(inline.filter((e) => e.nonce !== nonce)).toEqual([]);
  // Read by Vite's preload helper for the scripts it adds.
  expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  return inline;
}

describe('web server', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = fakeDist();
    app = await buildWebServer({
      distDir,
      runtimeConfig: { apiUrl: 'http://api.test', productName: 'AfriNest</script>' },
      webUrl: WEB_URL,
    });
  });
  afterAll(() => app.close());

  it('serves index.html with the runtime config for app routes, uncached', async () => {
    for (const url of ['/', '/login', '/admin/website-state?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        'window.__AFRINEST_CONFIG__={"apiUrl":"http://api.test","productName":"AfriNest\\u003c/script>"}',
      );
    }
  });

  it('sends a strict CSP with a nonce of its own on every page, and forbids framing', async () => {
    const res = await app.inject({ url: '/login' });
    const csp = res.headers['content-security-policy'] as string;
    const nonce = policyNonce(csp);
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${nonce}'`, 'https://*.googletagmanager.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': [
        "'self'",
        'data:',
        'blob:',
        'http://api.test',
        'https://tile.openstreetmap.org',
        'https://*.google-analytics.com',
        'https://*.googletagmanager.com',
        'https:',
      ],
      'connect-src': [
        "'self'",
        'http://api.test',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // WEB_URL is http here: no HSTS (a browser ignores it over http, and a local setup must
    // not be told to insist on https).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Each answer its own nonce, so one page's nonce is worth nothing on the next.
    const again = await app.inject({ url: '/login' });
    expect(policyNonce(again.headers['content-security-policy'] as string)).not.toBe(nonce);
    // Assets and other answers carry the headers too.
    const asset = await app.inject({ url: '/assets/other-def456.js' });
    expect(asset.headers['x-frame-options']).toBe('DENY');
    expect(asset.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('puts the nonce on the inline config script, and on nothing an API answered', async () => {
    for (const url of ['/', '/login', '/no-such-page', '/properties/not-an-id']) {
      const res = await app.inject({ url });
      expect(expectNoncedInline(res)).toEqual([{ tag: 'script', nonce: expect.any(String) }]);
      expect(res.body).not.toContain('__AFRINEST_CSP_NONCE__');
    }
  });

  it('adds HSTS when the web app is served over https, and allows photos from their own origin', async () => {
    const secure = await buildWebServer({
      distDir,
      runtimeConfig: { apiUrl: 'https://api.example.test', productName: 'AfriNest' },
      webUrl: 'https://afrinest.example',
      mediaUrl: 'https://cdn.example.test/photos',
    });
    const res = await secure.inject({ url: '/' });
    await secure.close();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(
      "img-src 'self' data: blob: https://api.example.test https://cdn.example.test ",
    );
    expect(csp).toContain("connect-src 'self' https://api.example.test ");
  });

  it('answers 404 with the app for a path no route has, 200 for every route of the table', async () => {
    for (const url of [
      '/no-such-page',
      '/properties/x/y/z',
      '/agencies',
      '/admin/nothing',
      '/x/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toContain('window.__AFRINEST_CONFIG__=');
    }
    // Route paths as the browser may write them: a trailing slash, capitals, a parameter.
    for (const url of [
      '/login/',
      '/Login',
      '/agents',
      '/join-agency/abc',
      '/admin/users/42/edit',
      '/list-your-property/status',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('window.__AFRINEST_CONFIG__=');
    }
    // A file that is not there stays a plain 404.
    const missing = await app.inject({ url: '/nothing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('serves hashed assets with long caching and compression, and 404s missing files', async () => {
    const res = await app.inject({
      url: '/assets/other-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it("sends a script's compressed copy from the build as it is, by what the browser accepts", async () => {
    const assets = join(distDir, 'assets');
    const sent = async (acceptEncoding?: string) => {
      const res = await app.inject({
        url: '/assets/app-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      return res;
    };
    // A browser's header: the brotli copy, byte for byte (compressing here would have chosen zstd).
    const br = await sent('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(join(assets, 'app-abc123.js.br')))).toBe(true);
    const gz = await sent('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(assets, 'app-abc123.js.gz')))).toBe(true);
    const plain = await sent();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(join(assets, 'app-abc123.js'), 'utf8'));
  });

  it('answers robots.txt: public pages open, private areas closed, the sitemap named', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/admin',
      '/agent/',
      '/user/',
      '/dashboard',
      '/profile',
      '/preferences',
      '/login',
      '/register',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // Robots rules are prefixes: nothing may shut out the public /agents directory.
    expect(
      lines.filter((l) => l.startsWith('Disallow:') && '/agents'.startsWith(l.slice(10))),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
  });
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    if (marker === 0xffc0 || marker === 0xffc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

it('ships the default share image at the size the tags announce, small enough for WhatsApp', () => {
  const file = readFileSync(new URL(`../public${DEFAULT_SHARE_IMAGE.path}`, import.meta.url));
  expect(file.subarray(0, 2).toString('hex')).toBe('ffd8');
  expect(jpegSize(file)).toEqual({
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
  });
  // WhatsApp skips preview images over about 300 KB.
  expect(file.length).toBeLessThan(300_000);
});

/** A build with a Vite manifest: an entry, two pages, the shared API client and a stylesheet. */
function distWithManifest(css = 'body{margin:0}'): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    [
      '<html><head><title>x</title><!--app-config-->',
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
      '</head><body><div id="root"><span><!--product-name--></span></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(join(dist, 'assets', 'index-c1.css'), css);
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    '_card-k1.js': { file: 'assets/card-k1.js', imports: ['_react-r1.js'] },
    '_api-client-a1.js': { file: 'assets/api-client-a1.js', name: 'api-client' },
    'src/app/pages/home.tsx': {
      file: 'assets/home-h1.js',
      imports: ['index.html', '_card-k1.js'],
    },
    'src/features/listing-detail/pages/property-page.tsx': {
      file: 'assets/property-"page.js',
      imports: ['_card-k1.js'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('web server: first paint and preloads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWebServer({
      distDir: distWithManifest(),
      runtimeConfig: { apiUrl: 'https://api.example.test/', productName: 'Nest <&> "Homes"' },
      webUrl: WEB_URL,
    });
  });
  afterAll(() => app.close());

  it("preloads a public page's chunk, its imports and the API client, not the entry's own", async () => {
    const res = await app.inject({ url: '/?q=1' });
    expect(modulePreloads(res.body)).toEqual([
      '/assets/home-h1.js',
      '/assets/card-k1.js',
      '/assets/api-client-a1.js',
    ]);
    expect(res.body).toContain('<link rel="preconnect" href="https://api.example.test">');
  });

  it('matches a page with a parameter, and escapes file names', async () => {
    const res = await app.inject({ url: '/properties/0b6f3c1e-93a4-4b53-9a3e-1f0c2b7d9e10' });
    expect(modulePreloads(res.body)).toEqual([
      '/assets/property-&quot;page.js',
      '/assets/card-k1.js',
      '/assets/api-client-a1.js',
    ]);
  });

  it('preloads nothing for other routes or for a page missing from the build', async () => {
    for (const url of ['/login', '/properties/x/y/z', '/plots']) {
      const res = await app.inject({ url });
      expect(modulePreloads(res.body)).toEqual([]);
      expect(res.body).toContain('<link rel="preconnect" href="https://api.example.test">');
    }
  });

  it('writes the stylesheet into the page and names the product in the static shell', async () => {
    const res = await app.inject({ url: '/' });
    // The link stays, disabled (never fetched), so Vite's preload helper does not load it again.
    // The <style> carries the answer's nonce, as every inline element the server writes.
    const nonce = policyNonce(res.headers['content-security-policy'] as string);
    expect(res.body).toContain(
      `<style nonce="${nonce}">body{margin:0}</style><link rel="stylesheet" href="/assets/index-c1.css" disabled>`,
    );
    expect(expectNoncedInline(res).map((e) => e.tag)).toEqual(['script', 'style']);
    expect(res.body.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(res.body).toContain('<span>Nest &lt;&amp;&gt; &quot;Homes&quot;</span>');
  });

  it('keeps a stylesheet that could close the <style> element as a link', async () => {
    const other = await buildWebServer({
      distDir: distWithManifest('a::after{content:"</style><script>"}'),
      runtimeConfig: { apiUrl: '/api', productName: 'AfriNest' },
      webUrl: WEB_URL,
    });
    const res = await other.inject({ url: '/' });
    await other.close();
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    expect(res.body).not.toContain('<style');
    // An API on the page's own origin needs no preconnect.
    expect(res.body).not.toContain('rel="preconnect"');
  });

  it('lists each preloaded page with the module routes.tsx loads for that path', () => {
    const routes = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
    for (const page of PRELOADED_PAGES) {
      const at = routes.indexOf(`path: '${page.path}',`);
      expect(at, page.path).toBeGreaterThan(-1);
      const route = routes.slice(at, routes.indexOf('},', at));
      const source = page.module.replace(/^src\//, '@/').replace(/\.tsx$/, '');
      expect(route, page.path).toContain(`import('${source}')`);
    }
  });
});

describe('web server with the real API: share previews and sitemap', () => {
  let api: ApiProcess;
  let web: FastifyInstance;
  let token: string;
  let house: Listing;
  let tricky: Listing;
  let withdrawn: Listing;
  let create: (title: string) => Promise<Listing>;

  const apiCall = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${api.url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    api = await startApiProcess();
    token = (
      await apiCall<{ token: string }>('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify(DEMO_AGENT),
      })
    ).token;
    // A seeded house of the demo data: its place chain is the real reference geography.
    const seeded = await apiCall<ListingSummaryPage>('/api/properties?kind=house&pageSize=1');
    // Result cards carry no location: the listing's own page has it.
    house = await apiCall<Listing>(`/properties/${seeded.data[0]!.id}`);
    const form = (title: string) => ({
      kind: 'house',
      purpose: 'SALE',
      title,
      description: 'Quiet street, garden, borehole.',
      price: { amount: 850_000_000, currency: 'UGX' },
      negotiable: true,
      bedrooms: 4,
      bathrooms: 3,
      floorArea: { unit: 'sqm', value: 320 },
      landSize: { unit: 'decimals', value: 25 },
      location: house.location,
      latitude: 0.329,
      longitude: 32.595,
      address: 'Plot 3, Acacia Avenue',
    });
    create = (title: string) =>
      apiCall<Listing>('/api/properties', {
        method: 'POST',
        body: JSON.stringify(form(title)),
      });
    tricky = await create(`Villa </title><script>alert("x")</script> & 'more'`);
    withdrawn = await create('Withdrawn bungalow in Ntinda');
    await apiCall(`/api/properties/${withdrawn.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'INACTIVE', note: '' }),
    });
    web = await buildWebServer({
      distDir: fakeDist(),
      runtimeConfig: { apiUrl: api.url, productName: 'AfriNest' },
      webUrl: WEB_URL,
      // These tests check what is embedded, not how long the API may take (the full suite on two
      // cores can keep one of the home page's answers past the 500 ms default).
      initialDataTimeoutMs: 10_000,
    });
  }, 180_000);
  afterAll(async () => {
    await web?.close();
    await api?.close();
  });

  /** The public pages the sitemap names: the fixed ones and the published content's addresses. */
  const publicPageCount = async () => {
    const content = await apiCall<{ kind: string; slug: string }[]>('/api/content/sitemap');
    const paths = content.map(contentPath).filter((path): path is string => path !== null);
    return new Set([...SITEMAP_PAGES, ...paths]).size;
  };
  const metaContent = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];
  /** The API answers the page carries for its first GETs (ADR 0024), by URL. */
  const embedded = (html: string): Record<string, unknown> | undefined => {
    const json = html.match(/<script nonce="[^"]+">window\.__AFRINEST_DATA__=(.*?)<\/script>/)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  };

  it("answers a listing's page with Open Graph and Twitter tags in the HTML itself", async () => {
    for (const path of [`/properties/${house.id}`, `/properties/${house.id}/map`]) {
      const res = await web.inject({ url: path });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('window.__AFRINEST_CONFIG__=');
      expect(html).toContain(`<title>${house.title} | AfriNest</title>`);
      expect(metaContent(html, 'og:title')).toBe(house.title);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'og:site_name')).toBe('AfriNest');
      expect(metaContent(html, 'og:url')).toBe(`${WEB_URL}/properties/${house.id}`);
      expect(html).toContain(`<link rel="canonical" href="${WEB_URL}/properties/${house.id}" />`);
      expect(metaContent(html, 'og:image')).toBe(`${WEB_URL}/og-default.jpg`);
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:title')).toBe(house.title);
      expect(metaContent(html, 'twitter:image')).toBe(`${WEB_URL}/og-default.jpg`);
      // Price in its currency, the place, the bedrooms: what a chat card shows under the title.
      const description = metaContent(html, 'og:description')!;
      expect(description).toMatch(/^USh\s[\d,]+( \/ (day|week|month|year))? · /);
      const area = house.place!.chain[0]!.name;
      expect(description).toContain(area);
      if (house.bedrooms) expect(description).toContain(`${house.bedrooms} bedroom`);
      expect(metaContent(html, 'twitter:description')).toBe(description);
      // One description, the listing's, replacing the app's generic one.
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(metaContent(html, 'description')).toBe(description);
    }
  });

  it('escapes every value: a title with a script, quotes and an ampersand stays text', async () => {
    const html = (await web.inject({ url: `/properties/${tricky.id}` })).body;
    expect(html).not.toContain('<script>alert');
    const escaped =
      'Villa &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;';
    expect(metaContent(html, 'og:title')).toBe(escaped);
    expect(html).toContain(`<title>${escaped} | AfriNest</title>`);
    expect(metaContent(html, 'og:description')).toBe(
      `USh 850,000,000 · ${shortPlace(house.place!.chain)} · 4 bedrooms · 320 m². Quiet street, garden, borehole.`,
    ); // The listing the page carries for its own first GET: the title intact, nothing executable.
    const data = embedded(html)!;
    expect(data[`${api.url}/properties/${tricky.id}`]).toMatchObject({
      id: tricky.id,
      title: tricky.title,
    });
  });

  it("carries the search its address describes, as the page's API client will ask for it", async () => {
    const res = await web.inject({ url: '/properties?kind=house&sort=price_asc&placeName=x' });
    expect(res.statusCode).toBe(200);
    const data = embedded(res.body)!;
    // Exactly the URL the client builds (filters, then order and page; defaults spelt out; by
    // price, one purpose: buying unless renting was picked).
    const url = `${api.url}/api/properties?kind=house&purpose=SALE&sort=price_asc&page=1&pageSize=12`;
    expect(Object.keys(data)).toEqual([url]);
    expect(data[url]).toEqual(await apiCall<ListingSummaryPage>(url.slice(api.url.length)));
    expect((data[url] as ListingSummaryPage).data.length).toBeGreaterThan(0);
    // Plots search /api/plots; a search page's map view asks other questions: nothing carried.
    const plots = embedded((await web.inject({ url: '/plots?tenure=MAILO' })).body)!;
    expect(Object.keys(plots)).toEqual([
      `${api.url}/api/plots?tenure=MAILO&sort=newest&page=1&pageSize=12`,
    ]);
    expect(embedded((await web.inject({ url: '/properties?view=map' })).body)).toBeUndefined();
    // Other pages carry nothing.
    expect(embedded((await web.inject({ url: '/login' })).body)).toBeUndefined();
  });

  it("carries the home page's first answers: its listing sections and places", async () => {
    const data = embedded((await web.inject({ url: '/' })).body)!;
    const home = `${api.url}/api/properties/home`;
    const places = `${api.url}/api/properties/places`;
    expect(Object.keys(data).sort()).toEqual([home, places].sort());
    expect(data[home]).toEqual(await apiCall<HomeListings>(home.slice(api.url.length)));
    expect((data[home] as HomeListings).latest.length).toBeGreaterThan(0);
    expect(data[places]).toEqual(await apiCall(places.slice(api.url.length)));
  });

  it("shows the cover photo's JPEG in the preview once the agent's photo is processed", async () => {
    const listing = await create('Bungalow with a garden photo');
    const form = new FormData();
    form.append(
      'files',
      new Blob([Buffer.from(SMALL_JPEG, 'base64')], { type: 'image/jpeg' }),
      'a.jpg',
    );
    form.append('latitude[]', '');
    form.append('longitude[]', '');
    // Multipart: fetch sets the content type with its boundary itself.
    const upload = await fetch(`${api.url}/api/media/${listing.id}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { uploadId } = (await upload.json()) as UploadResult;
    // Processing is a background job (seconds on this machine): wait for it as the page does.
    await vi.waitFor(
      async () => {
        const check = await apiCall<CheckProcessed>(
          `/api/media/check-processed/${listing.id}/${uploadId}`,
        );
        expect(check.done).toBe(true);
      },
      { timeout: 60_000, interval: 300 },
    );
    const [photo] = (await apiCall<MediaList>(`/api/media/${listing.id}/media`)).data;
    expect(photo?.status).toBe('READY');
    await apiCall<MediaItem>(`/properties/${listing.id}/media/${photo!.id}`, {
      method: 'PUT',
      body: JSON.stringify({ caption: 'The "front" & garden' }),
    });

    const html = (await web.inject({ url: `/properties/${listing.id}` })).body;
    // The 240×160 photo is narrower than 1280 px: its JPEG keeps its own width.
    expect(photo!.jpeg?.url).toMatch(/^https?:\/\/.+\.jpg$/);
    expect(metaContent(html, 'og:image')).toBe(photo!.jpeg!.url);
    expect(metaContent(html, 'og:image:width')).toBe('240');
    expect(metaContent(html, 'og:image:height')).toBe('160');
    expect(metaContent(html, 'og:image:alt')).toBe('The &quot;front&quot; &amp; garden');
    expect(metaContent(html, 'twitter:image')).toBe(photo!.jpeg!.url);
    // The file is there for the chat app to fetch.
    const image = await fetch(photo!.jpeg!.url);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // The listing's page preloads its first photo (the largest paint); its map page does not.
    expect(html).toContain(`<link rel="preload" as="image" type="image/avif"`);
    expect(html).toContain(photo!.avif[0]!.url);
    const map = (await web.inject({ url: `/properties/${listing.id}/map` })).body;
    expect(map).not.toContain('rel="preload" as="image"');
    // A search whose first card is this listing preloads the card's photo, card sizes only
    // (the 240 px photo has a single variant, kept as the card's one size).
    const search = (
      await web.inject({ url: `/properties?q=${encodeURIComponent('Bungalow with a garden')}` })
    ).body;
    expect(search).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${photo!.avif[0]!.url} ${photo!.avif[0]!.width}w" imagesizes="(min-width: 1024px) 22.5rem,`,
    );
  }, 90_000);

  it('answers 404 with the plain app for a listing that is gone, unknown or not an id', async () => {
    for (const path of [
      `/properties/${withdrawn.id}`,
      '/properties/0b0c0d0e-0000-4000-8000-000000000000',
      '/properties/not-a-listing/map',
    ]) {
      const res = await web.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('window.__AFRINEST_CONFIG__=');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('gives the nonce to every inline script of the pages that embed answers', async () => {
    for (const url of ['/', '/properties?kind=house', `/properties/${tricky.id}`]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      // The config and the embedded answers, each with the nonce.
      expect(expectNoncedInline(res).length, url).toBeGreaterThanOrEqual(2);
    }
  });

  it('draws a page with the nonce on its loader and its drawn texts', async () => {
    // A renderer as `vite build --ssr` makes one (src/entry-server.tsx), drawing a fixed page.
    const ssrDir = mkdtempSync(join(tmpdir(), 'web-ssr-'));
    writeFileSync(join(ssrDir, 'package.json'), '{"type":"module"}');
    writeFileSync(
      join(ssrDir, 'entry-server.js'),
      `export async function render() {
        return { html: '<main style="height:2rem"><h1>Drawn</h1></main>', text: { 'number 1': '1' } };
      }`,
    );
    const dist = fakeDist();
    writeFileSync(
      join(dist, 'index.html'),
      [
        '<html><head><title>x</title><!--app-config-->',
        '<script type="module" crossorigin src="/assets/app-abc123.js"></script>',
        '</head><body><div id="root"><!--shell--><p>Loading</p><!--/shell--></div></body></html>',
      ].join('\n'),
    );
    const drawing = await buildWebServer({
      distDir: dist,
      ssrDir,
      runtimeConfig: { apiUrl: api.url, productName: 'AfriNest' },
      webUrl: WEB_URL,
      initialDataTimeoutMs: 10_000,
    });
    const res = await drawing.inject({ url: '/properties?kind=house' });
    await drawing.close();
    expect(res.body).toContain('<div id="root" data-rendered="server"><main');
    // Config, embedded answers, drawn texts and the loader of the page's scripts.
    const inline = expectNoncedInline(res);
    expect(inline).toHaveLength(4);
    expect(res.body).toMatch(/<script nonce="[^"]+">window\.__AFRINEST_TEXT__=/);
    expect(res.body).toMatch(/<script nonce="[^"]+">\(function\(\)\{var done=false;/);
  });

  it('answers 404 for an agency or agent the API does not know, 200 for one it shows', async () => {
    const found = await apiCall<{ data: { id: string; agencyId: string }[] }>(
      `/api/brokers?q=${encodeURIComponent('David Mugisha')}`,
    );
    const agent = found.data[0]!;
    for (const url of [
      `/agencies/${agent.agencyId}`,
      `/brokers/${agent.id}`,
      `/Brokers/${agent.id}/`,
    ]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('window.__AFRINEST_CONFIG__=');
    }
    for (const url of [
      '/agencies/0b0c0d0e-0000-4000-8000-000000000000',
      '/brokers/0b0c0d0e-0000-4000-8000-000000000000',
      // Not an id: the API answers 400, which the page shows as not found.
      '/agencies/kampala-prime-properties',
      '/brokers/nobody',
    ]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('window.__AFRINEST_CONFIG__=');
    }
  });

  it('serves the plain app (200) when the API does not answer', async () => {
    const closedPort = await freePort();
    const offline = await buildWebServer({
      distDir: fakeDist(),
      runtimeConfig: { apiUrl: `http://127.0.0.1:${closedPort}`, productName: 'AfriNest' },
      webUrl: WEB_URL,
    });
    const res = await offline.inject({ url: `/properties/${house.id}` });
    expect(res.statusCode).toBe(200);
    // Whether an agency or agent exists is not known either: the page asks again itself.
    for (const url of [
      '/agencies/0b0c0d0e-0000-4000-8000-000000000000',
      '/brokers/0b0c0d0e-0000-4000-8000-000000000000',
    ])
      expect((await offline.inject({ url })).statusCode, url).toBe(200);
    expect(res.body).toContain('window.__AFRINEST_CONFIG__=');
    expect(res.body).not.toContain('og:title');
    expect(embedded(res.body)).toBeUndefined();
    const search = await offline.inject({ url: '/properties?kind=house' });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('window.__AFRINEST_CONFIG__=');
    expect(embedded(search.body)).toBeUndefined();
    const home = await offline.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(embedded(home.body)).toBeUndefined();
    // Without the API a sitemap would drop every listing: crawlers are told to come back.
    const sitemap = await offline.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers['retry-after']).toBeDefined();
    await offline.close();
  });

  it('lists the public pages and active listings in sitemap.xml, not withdrawn ones', async () => {
    const res = await web.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/properties', '/plots', '/agents', '/contact', '/properties-map'])
      expect(xml).toContain(`<url><loc>${WEB_URL}${path}</loc></url>`);
    // The seeded standing pages (about, terms…) with their last change (issue 44).
    expect(xml).toMatch(
      new RegExp(`<url><loc>${WEB_URL}/about</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(xml).toContain(
      `<url><loc>${WEB_URL}/properties/${tricky.id}</loc><lastmod>${tricky.updatedAt}</lastmod></url>`,
    );
    expect(xml).toContain(`${WEB_URL}/properties/${house.id}</loc>`);
    expect(xml).not.toContain(withdrawn.id);
    const seeded = await apiCall<ListingSummaryPage>('/api/properties?pageSize=1');
    expect(xml.match(/<url>/g)).toHaveLength((await publicPageCount()) + seeded.total);
  });

  it('splits the sitemap into an index of files once the listings outgrow one', async () => {
    const split = await buildWebServer({
      distDir: fakeDist(),
      runtimeConfig: { apiUrl: api.url, productName: 'AfriNest' },
      webUrl: WEB_URL,
      sitemapPageSize: 10,
    });
    const { total } = await apiCall<ListingSummaryPage>('/api/properties?pageSize=1');
    const files = Math.ceil(total / 10);
    const index = (await split.inject({ url: '/sitemap.xml' })).body;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${WEB_URL}/sitemap-pages.xml</loc></sitemap>`);
    expect(index.match(/<sitemap>/g)).toHaveLength(1 + files);
    const pages = (await split.inject({ url: '/sitemap-pages.xml' })).body;
    expect(pages.match(/<url>/g)).toHaveLength(await publicPageCount());
    let listed = 0;
    for (let n = 1; n <= files; n++) {
      const file = await split.inject({ url: `/sitemap-listings-${n}.xml` });
      expect(file.statusCode).toBe(200);
      listed += file.body.match(/<url>/g)?.length ?? 0;
    }
    expect(listed).toBe(total);
    expect((await split.inject({ url: `/sitemap-listings-${files + 1}.xml` })).statusCode).toBe(
      404,
    );
    await split.close();
  });
});
