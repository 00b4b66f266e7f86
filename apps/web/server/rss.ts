import type { ContentSummary, Page } from '@afrinest/contract';
import { POSTS_ENDPOINT } from '../src/features/content/content-endpoints';
import { buildUrl } from '../src/lib/api-client/url';
import { escapeHtml } from './html-escape';

/** Posts in the feed: the newest, as feed readers expect (RSS 2.0 has no paging). */
export const RSS_ITEMS = 20;

/** The API did not answer: the feed says 503 so readers come back, never an empty feed. */
export class FeedUnavailable extends Error {}

export interface RssOptions {
  apiUrl: string;
  webUrl: string;
  productName: string;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

/** RFC 822 dates, as RSS 2.0 wants them ("Thu, 03 Dec 2026 09:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The blog's RSS 2.0 feed from its posts: every text escaped (titles and summaries are typed by
 * admins), links absolute. Pure, for the web server and its tests.
 */
export function rssFeed(
  posts: readonly ContentSummary[],
  site: { webUrl: string; productName: string },
): string {
  const x = escapeHtml;
  const blog = `${site.webUrl}/blog`;
  const dates = posts.map((p) => p.publishedAt ?? p.updatedAt);
  const items = posts.map((post, i) => {
    const link = `${blog}/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${x(post.title)}</title>`,
      `      <link>${x(link)}</link>`,
      `      <guid isPermaLink="true">${x(link)}</guid>`,
      `      <pubDate>${rfc822(dates[i]!)}</pubDate>`,
      post.summary ? `      <description>${x(post.summary)}</description>` : '',
      post.category ? `      <category>${x(post.category)}</category>` : '',
      post.author ? `      <dc:creator>${x(post.author.name)}</dc:creator>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${x(`${site.productName} blog`)}</title>`,
    `    <link>${x(blog)}</link>`,
    `    <description>${x(`News, guides and advice on homes and land from ${site.productName}.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${x(`${blog}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    dates[0] ? `    <lastBuildDate>${rfc822(dates[0])}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** /blog/rss.xml: the latest posts from the API, cached for a few minutes. */
export function createRss(opts: RssOptions) {
  const ttl = opts.ttlMs ?? 5 * 60_000;
  const now = opts.now ?? Date.now;
  let cached: { at: number; xml: string } | null = null;

  async function latest(): Promise<ContentSummary[]> {
    const url = buildUrl(opts.apiUrl, POSTS_ENDPOINT, { page: 1, pageSize: RSS_ITEMS });
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
      });
    } catch (e) {
      throw new FeedUnavailable(String(e));
    }
    if (!res.ok) throw new FeedUnavailable(`API answered ${res.status}`);
    return ((await res.json()) as Page<ContentSummary>).data;
  }

  return {
    async feed(): Promise<string> {
      if (cached && now() - cached.at < ttl) return cached.xml;
      const xml = rssFeed(await latest(), opts);
      cached = { at: now(), xml };
      return xml;
    },
  };
}
