import { SITEMAP_PAGE_SIZE_MAX, STANDING_PAGES, type ListingSitemapPage } from '@afrinest/contract';
import { escapeHtml } from './html-escape';

/** The public pages every sitemap names, besides the listings. */
export const SITEMAP_PAGES = [
  '/',
  '/properties',
  '/plots',
  '/agents',
  '/contact',
  '/properties-map',
  '/pricing',
  '/about',
  '/faq',
  '/help',
  '/blog',
  '/terms',
  '/privacy',
  '/advertisement',
  '/hotels',
  '/building',
];

/** GET /api/content/sitemap: every published page, post and help article (issue 44). */
type ContentSitemap = { kind: 'PAGE' | 'POST' | 'HELP'; slug: string; updatedAt: string }[];

/**
 * Where a published page is on the site: a standing page at its own path (/about), a post under
 * /blog, a help article under /help. Other pages have no address of their own (null).
 */
export function contentPath(entry: { kind: string; slug: string }): string | null {
  const slug = encodeURIComponent(entry.slug);
  if (entry.kind === 'POST') return `/blog/${slug}`;
  if (entry.kind === 'HELP') return `/help/${slug}`;
  return (STANDING_PAGES as readonly string[]).includes(entry.slug) ? `/${slug}` : null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The API answered nothing usable: the sitemap says 503 so crawlers come back later. */
export class SitemapUnavailable extends Error {}

export interface SitemapOptions {
  apiUrl: string;
  webUrl: string;
  /** Listings per sitemap file (sitemaps.org: at most 50,000 URLs a file). */
  pageSize?: number;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

const urlset = (entries: { loc: string; lastmod?: string }[]) =>
  [
    XML_HEAD,
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (e) =>
        `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/**
 * sitemap.xml: the public pages (with the content pages, posts and help articles) and every listing anyone can open, with its last change. While
 * they fit in one file it is a plain urlset; past that, /sitemap.xml is an index of
 * /sitemap-pages.xml and /sitemap-listings-N.xml files. Answers are cached for a few minutes.
 */
export function createSitemaps(opts: SitemapOptions) {
  const pageSize = Math.min(opts.pageSize ?? SITEMAP_PAGE_SIZE_MAX, SITEMAP_PAGE_SIZE_MAX);
  const ttl = opts.ttlMs ?? 5 * 60_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; xml: string }>();

  async function listings(page: number): Promise<ListingSitemapPage> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiUrl}/api/properties/sitemap?page=${page}&pageSize=${pageSize}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new SitemapUnavailable(String(e));
    }
    if (!res.ok) throw new SitemapUnavailable(`API answered ${res.status}`);
    return (await res.json()) as ListingSitemapPage;
  }
  const listingUrls = (page: ListingSitemapPage) =>
    page.data.map((e) => ({ loc: `${opts.webUrl}/properties/${e.id}`, lastmod: e.updatedAt }));
  async function content(): Promise<ContentSitemap> {
    try {
      const res = await fetch(`${opts.apiUrl}/api/content/sitemap`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new SitemapUnavailable(`API answered ${res.status}`);
      return (await res.json()) as ContentSitemap;
    } catch (e) {
      throw e instanceof SitemapUnavailable ? e : new SitemapUnavailable(String(e));
    }
  }
  /** The public pages, the standing ones with their last change, then posts and help articles. */
  const pageUrls = async () => {
    const lastmod = new Map<string, string>();
    for (const entry of await content()) {
      const path = contentPath(entry);
      if (path) lastmod.set(path, entry.updatedAt);
    }
    const paths = [...new Set([...SITEMAP_PAGES, ...lastmod.keys()])];
    return paths.map((path) => ({ loc: `${opts.webUrl}${path}`, lastmod: lastmod.get(path) }));
  };

  async function cached(key: string, build: () => Promise<string | null>) {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl) return hit.xml;
    const xml = await build();
    if (xml !== null) cache.set(key, { at: now(), xml });
    return xml;
  }

  return {
    /** The root sitemap: a urlset, or an index once the listings need several files. */
    root: () =>
      cached('root', async () => {
        const [first, pages] = await Promise.all([listings(1), pageUrls()]);
        if (first.total <= pageSize) return urlset([...pages, ...listingUrls(first)]);
        const files = Math.ceil(first.total / pageSize);
        const locs = [
          `${opts.webUrl}/sitemap-pages.xml`,
          ...Array.from(
            { length: files },
            (_, i) => `${opts.webUrl}/sitemap-listings-${i + 1}.xml`,
          ),
        ];
        return [
          XML_HEAD,
          `<sitemapindex xmlns="${NS}">`,
          ...locs.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`),
          '</sitemapindex>',
          '',
        ].join('\n');
      }),
    pages: () => cached('pages', async () => urlset(await pageUrls())),
    /** One file of listings; null past the last one (a 404). */
    listings: (page: number) =>
      cached(`listings-${page}`, async () => {
        const answer = await listings(page);
        return answer.data.length ? urlset(listingUrls(answer)) : null;
      }),
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;

/** robots.txt: everything public may be crawled; accounts, agent and admin areas may not. */
export function robotsTxt(webUrl: string): string {
  // "/agent/" and "/user/" with their slash: a bare "/agent" would also shut out /agents,
  // the public directory of agents (robots rules are prefixes).
  const privateAreas = [
    '/admin',
    '/agent/',
    '/user/',
    '/dashboard',
    '/profile',
    '/preferences',
    '/login',
    '/register',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privateAreas.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${webUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
