import { SITEMAP_PAGE_SIZE_MAX, type ListingSitemapPage } from '@afrinest/contract';
import { escapeHtml } from './html-escape';

/** The public pages every sitemap names, besides the listings. */
export const SITEMAP_PAGES = [
  '/',
  '/properties',
  '/plots',
  '/agents',
  '/contact',
  '/properties-map',
];

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
 * sitemap.xml: the public pages and every listing anyone can open, with its last change. While
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
  const pageUrls = () => SITEMAP_PAGES.map((path) => ({ loc: `${opts.webUrl}${path}` }));

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
        const first = await listings(1);
        if (first.total <= pageSize) return urlset([...pageUrls(), ...listingUrls(first)]);
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
    pages: () => cached('pages', () => Promise.resolve(urlset(pageUrls()))),
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
