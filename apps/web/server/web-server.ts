import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { matchAppRoute } from '../src/app/route-match';
import { createSecurityHeaders, newNonce, NONCE_PLACEHOLDER, nonceMetaTag } from './csp';
import { CONTENT_PAGE_PATHS, createContentSource, type ContentPagePath } from './content-source';
import { createListingSource } from './listing-source';
import { createProfileSource } from './profile-source';
import { escapeHtml } from './html-escape';
import { createInitialData, drawnTextTag, SEARCH_PAGES, type PageData } from './initial-data';
import { inlineStylesheets } from './inline-css';
import { createRoutePreloads } from './route-preloads';
import { createRss, FeedUnavailable } from './rss';
import {
  type DrawnPage,
  hasShell,
  loadPageRenderer,
  loadScriptsAfterFirstPaint,
  withPageHtml,
} from './server-render';
import { listingHeadTags, withHeadTags } from './share-preview';
import { createSitemaps, robotsTxt, SitemapUnavailable } from './sitemap';

export interface WebServerOptions {
  /** The Vite build (apps/web/dist). */
  distDir: string;
  /** What the SPA needs at run time, injected into index.html (no rebuild per environment). */
  runtimeConfig: { apiUrl: string; productName: string };
  /** The web app's own public URL (WEB_URL): absolute links in share previews and sitemap.xml. */
  webUrl: string;
  /** Where browsers load photos from, for the CSP's img-src (default: the API's origin). */
  mediaUrl?: string;
  /** How long a listing's share preview may wait for the API (default 1.5 s). */
  previewTimeoutMs?: number;
  /** How long a search page may wait for the results it embeds (default 500 ms; ADR 0024). */
  initialDataTimeoutMs?: number;
  /**
   * The server renderer's build (`vite build --ssr`, ADR 0026); default: dist-ssr beside distDir.
   * Without one, public pages go out with the static shell and are drawn in the browser.
   */
  ssrDir?: string;
  /** Listings per sitemap file (default and maximum: SITEMAP_PAGE_SIZE_MAX). */
  sitemapPageSize?: number;
  logger?: boolean;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
// Served by routes below (robots.txt and sitemap.xml name WEB_URL); an older build may still
// carry a static copy, which must not clash with them.
const DYNAMIC_FILES = ['robots.txt', 'sitemap.xml'];

/** Answers up to this size are compressed in one call, larger ones through a zlib stream. */
const COMPRESS_IN_LINE_UP_TO = 128 * 1024;

/**
 * The small web server: hashed assets with year-long caching, compression for slow mobile
 * networks, the SPA's index.html (never cached, with runtime config) for every app route, and
 * for a listing's page the share preview in the HTML itself (WhatsApp and Facebook run no
 * JavaScript), plus robots.txt and sitemap.xml; on every answer the security headers, with a
 * strict CSP whose nonce each page's inline scripts and styles carry (csp.ts).
 */
export async function buildWebServer(opts: WebServerOptions): Promise<FastifyInstance> {
  const indexPath = join(opts.distDir, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`No web build at ${opts.distDir}: run npm run build first`);
  const webUrl = opts.webUrl.replace(/\/+$/, '');
  const apiUrl = opts.runtimeConfig.apiUrl.replace(/\/+$/, '');
  const productName = opts.runtimeConfig.productName;
  const configScript = `<script nonce="${NONCE_PLACEHOLDER}">window.__AFRINEST_CONFIG__=${escapeJson(opts.runtimeConfig)}</script>`;
  // The page as every response starts from, with the nonce placeholder on its inline elements.
  const template = inlineStylesheets(readFileSync(indexPath, 'utf8'), opts.distDir)
    .replace('<!--app-config-->', `${nonceMetaTag}\n    ${configScript}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${productName.replace(/[<&]/g, '')}</title>`)
    // The static shell's logo (index.html) names the product before any JavaScript runs.
    .replaceAll('<!--product-name-->', () => escapeHtml(productName));
  const listingSource = createListingSource({ apiUrl, timeoutMs: opts.previewTimeoutMs });
  const profileSource = createProfileSource({ apiUrl, timeoutMs: opts.previewTimeoutMs });
  const sitemaps = createSitemaps({ apiUrl, webUrl, pageSize: opts.sitemapPageSize });
  const preloadsFor = createRoutePreloads(opts.distDir, apiUrl);
  const initialData = createInitialData({ apiUrl, timeoutMs: opts.initialDataTimeoutMs });
  const contentSource = createContentSource({
    apiUrl,
    webUrl,
    productName,
    timeoutMs: opts.initialDataTimeoutMs,
  });
  const rss = createRss({ apiUrl, webUrl, productName });
  const renderer = hasShell(template)
    ? await loadPageRenderer(opts.ssrDir ?? join(opts.distDir, '..', 'dist-ssr'))
    : null;
  const renderConfig = { apiUrl, productName, webUrl };
  const securityHeaders = createSecurityHeaders({ apiUrl, mediaUrl: opts.mediaUrl, webUrl });

  const app = Fastify({ logger: opts.logger ?? false });
  // Every answer gets the security headers, with a nonce of its own for the page's inline
  // <script> and <style> elements (csp.ts). Added first, so every route and plugin has it.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request, reply) => {
    const nonce = newNonce();
    nonces.set(request, nonce);
    reply.headers(securityHeaders(nonce));
  });
  const nonceOf = (reply: FastifyReply) => nonces.get(reply.request)!;
  /** The index with this response's nonce, before anything the API answered goes into it. */
  const indexFor = (reply: FastifyReply) => template.replaceAll(NONCE_PLACEHOLDER, nonceOf(reply));
  // Pages (index.html with the page drawn in it: 50 KB and more) are compressed in one call up to
  // COMPRESS_IN_LINE_UP_TO, as the API's answers are (ADR 0033): through the plugin's zlib stream
  // (its own limit on two cores is 8 KB) a 50 KB page cost 0.8 ms of CPU, in one call 0.4 ms.
  await app.register(compress, { threshold: 1024, syncThreshold: COMPRESS_IN_LINE_UP_TO });
  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    wildcard: false,
    globIgnore: DYNAMIC_FILES,
    // The build writes each script and stylesheet also as .br and .gz (vite.config.ts): sent as
    // they are to browsers that accept them, at brotli 11 (13 % smaller than the plugin's
    // brotli 4) and without compressing them again on every request (5.5 ms of CPU for the
    // 394 KB entry script at brotli 4). Files without a compressed copy fall back to the plugin.
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
      const immutable = path.includes('/assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // The page's preloads go last in <head>, after the entry's own script and preloads, with the
  // page's embedded API answers and photo preload (`extraHead`) after them.
  const sendIndex = (
    reply: FastifyReply,
    html = indexFor(reply),
    extraHead = '',
    drawn = false,
  ) => {
    const path = reply.request.url.split('?')[0]!;
    const head = [preloadsFor(path), extraHead].filter(Boolean).join('\n    ');
    const page = html.replace('</head>', () => `  ${head}\n  </head>`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(drawn ? loadScriptsAfterFirstPaint(page, nonceOf(reply)) : page);
  };

  /**
   * A public page drawn here from the API answers it embeds (ADR 0026): the visitor sees the
   * listings before the app's scripts arrive, and the browser then takes that HTML over. Without
   * the answers, or if drawing fails, the page goes out with the shell and is drawn in the
   * browser, as before: never a failed page for it.
   */
  const sendPage = async (reply: FastifyReply, html: string, data: PageData) => {
    let drawn: DrawnPage | null = null;
    if (renderer && Object.keys(data.answers).length > 0) {
      try {
        drawn = await renderer.render(`${webUrl}${reply.request.url}`, renderConfig, data.answers);
      } catch (error) {
        reply.request.log.error({ err: error }, 'Drawing the page on the server failed');
      }
    }
    const nonce = nonceOf(reply);
    if (drawn === null) return sendIndex(reply, html, data.head(nonce));
    return sendIndex(
      reply,
      withPageHtml(html, drawn.html),
      data.head(nonce) + drawnTextTag(drawn.text, nonce),
      true,
    );
  };

  // Home: its first answers in the HTML (featured, newest, plots, places; ADR 0024).
  app.get('/', async (_req, reply) =>
    sendPage(reply, indexFor(reply), await initialData.homePage()),
  );

  // A search page: its first page of results in the HTML (the search its address describes) and
  // the first card's photo preloaded, so the first screen does not wait for the API (ADR 0024).
  for (const pagePath of Object.keys(SEARCH_PAGES))
    app.get(pagePath, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      return sendPage(reply, indexFor(reply), await initialData.searchPage(pagePath, query));
    });

  // A listing's page (and its map page): the index with the listing's share preview. A listing
  // that is gone answers 404 (the SPA shows its not-found page); an API that does not answer
  // in time leaves the plain index, 200: a preview is never worth a failed page.
  // The listing's own page also preloads its first photo (the largest paint on a phone). Both
  // pages carry the listing as the API answered it, for the page's own first GET (ADR 0024).
  // The listing's own page is drawn here too; its map page is all map, drawn in the browser.
  const listingPage = async (id: string, reply: FastifyReply, opts: { ownPage: boolean }) => {
    const lookup = await listingSource.get(id);
    if (lookup.kind === 'missing') return sendIndex(reply.status(404));
    if (lookup.kind === 'unavailable') return sendIndex(reply);
    const html = withHeadTags(
      indexFor(reply),
      listingHeadTags(lookup.listing, { webUrl, productName }, { preloadGallery: opts.ownPage }),
    );
    const data = initialData.listingPage(id, lookup.listing);
    return opts.ownPage
      ? sendPage(reply, html, data)
      : sendIndex(reply, html, data.head(nonceOf(reply)));
  };
  const LISTING_PAGES: Record<string, { ownPage: boolean }> = {
    '/properties/:id': { ownPage: true },
    '/properties/:id/map': { ownPage: false },
  };
  for (const [pagePath, page] of Object.entries(LISTING_PAGES))
    app.get<{ Params: { id: string } }>(pagePath, (request, reply) =>
      listingPage(request.params.id, reply, page),
    );

  // The content pages (about, terms, FAQ, help, blog, the hotels and building landings; issue
  // 44): drawn from their API answers with their title, description and share tags in <head>;
  // a page that is not published answers 404 (the app shows its not-found page), and an API
  // that does not answer in time leaves the plain app, 200, as for a listing.
  const contentPage = async (
    route: ContentPagePath,
    params: Record<string, string | undefined>,
    reply: FastifyReply,
  ) => {
    const query = new URLSearchParams(reply.request.url.split('?')[1] ?? '');
    const answer = await contentSource.page(route, params, query);
    if (answer.status === 404) return sendIndex(reply.status(404));
    const html = answer.head ? withHeadTags(indexFor(reply), answer.head) : indexFor(reply);
    return sendPage(reply, html, answer.data);
  };
  const isContentPage = (path: string): path is ContentPagePath =>
    (CONTENT_PAGE_PATHS as readonly string[]).includes(path);
  for (const pagePath of CONTENT_PAGE_PATHS)
    app.get<{ Params: Record<string, string | undefined> }>(pagePath, (request, reply) =>
      contentPage(pagePath, request.params, reply),
    );

  // The blog's RSS 2.0 feed: the latest posts; 503 while the API does not answer (readers retry).
  app.get('/blog/rss.xml', async (_req, reply) => {
    try {
      const xml = await rss.feed();
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    } catch (e) {
      if (!(e instanceof FeedUnavailable)) throw e;
      return reply
        .status(503)
        .header('retry-after', '300')
        .type('text/plain')
        .send('The feed is unavailable right now; please try again later.');
    }
  });

  app.get('/robots.txt', (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(webUrl)),
  );
  const sendXml = async (reply: FastifyReply, build: () => Promise<string | null>) => {
    try {
      const xml = await build();
      if (xml === null) return reply.status(404).type('text/plain').send('Not found');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    } catch (e) {
      if (!(e instanceof SitemapUnavailable)) throw e;
      // Crawlers come back after a 503; an empty or partial sitemap would drop listings instead.
      return reply
        .status(503)
        .header('retry-after', '300')
        .type('text/plain')
        .send('The sitemap is unavailable right now; please try again later.');
    }
  };
  app.get('/sitemap.xml', (_req, reply) => sendXml(reply, sitemaps.root));
  app.get('/sitemap-pages.xml', (_req, reply) => sendXml(reply, sitemaps.pages));
  app.get<{ Params: { page: string } }>('/sitemap-listings-:page.xml', (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1)
      return reply.status(404).type('text/plain').send('Not found');
    return sendXml(reply, () => sitemaps.listings(page));
  });

  // Files that exist are served by the static plugin; every other GET is the app: 200 for a
  // path of its route table, else 404 with the app (which shows its not-found page), as for an
  // agency or agent the API does not know. A page whose subject the API cannot confirm in time
  // goes out as found: the page itself then asks again.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (request.method !== 'GET' || /\.[a-z0-9]{2,5}$/i.test(path))
      return reply.status(404).type('text/plain').send('Not found');
    const route = matchAppRoute(path);
    if (!route) return sendIndex(reply.status(404));
    // A listing's or content page's address written otherwise (a trailing slash, capitals): the
    // same page.
    const listing = LISTING_PAGES[route.path];
    if (listing && route.params.id) return listingPage(route.params.id, reply, listing);
    if (isContentPage(route.path)) return contentPage(route.path, route.params, reply);
    const lookup = route.params.id ? await profileSource.get(route.path, route.params.id) : null;
    return sendIndex(lookup === 'missing' ? reply.status(404) : reply);
  });
  return app;
}
