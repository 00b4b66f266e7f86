// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ContentPage, ContentSummary, Faq } from '@afrinest/contract';
import { photoOf } from '../src/components/photo/photo-fixtures';
import { faqStructuredData, jsonLdTag } from './content-source';
import { rssFeed } from './rss';
import type * as ServerRender from './server-render';
import { contentPath, SITEMAP_PAGES } from './sitemap';

// The real renderer (src/entry-server.tsx, as `vite build --ssr` builds it), so these tests see
// the pages drawn from the answers the server embeds, not a stand-in.
vi.mock('./server-render', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerRender>()),
  // By its path: the server's tsconfig has no JSX, and the test runner compiles the file itself.
  loadPageRenderer: async () =>
    (await import(
      /* @vite-ignore */ new URL('../src/entry-server.tsx', import.meta.url).pathname
    )) as ServerRender.PageRenderer,
}));
const { buildWebServer } = await import('./web-server');

const WEB_URL = 'http://web.test';

let ids = 0;
function pageOf(over: Partial<ContentPage> = {}): ContentPage {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    kind: 'PAGE',
    slug: 'about',
    title: 'About AfriNest',
    summary: 'Homes and land across Uganda.',
    body: '',
    html: '<p>We list <strong>homes</strong> and plots.</p>',
    seoTitle: '',
    seoDescription: '',
    category: '',
    status: 'PUBLISHED',
    needsReview: false,
    version: 1,
    publishedAt: '2026-11-01T09:00:00.000Z',
    author: null,
    coverImage: null,
    updatedAt: '2026-12-01T09:00:00.000Z',
    ...over,
  };
}
const summaryOf = ({ body: _b, html: _h, ...summary }: ContentPage): ContentSummary => summary;

const about = pageOf({
  seoTitle: 'About us </title><script>x</script>',
  seoDescription: 'Who "we" are & why',
  coverImage: photoOf(1, { jpeg: { width: 1280, url: 'https://media.test/p1/1280.jpg' } }),
});
const terms = pageOf({ slug: 'terms', title: 'Terms of use', version: 3 });
const advertisement = pageOf({
  slug: 'advertisement',
  title: 'Advertise on AfriNest',
  summary: 'Reach buyers & renters.',
  html: '<p>Rates from <strong>UGX 50,000</strong> a week.</p>',
});
const post = pageOf({
  kind: 'POST',
  slug: 'buying-land',
  title: 'Buying land <safely> & well',
  summary: 'Check the title & the "survey".',
  category: 'Guides & tips',
  html: '<p>Visit the land registry first.</p>',
});
const help = pageOf({ kind: 'HELP', slug: 'reset-password', title: 'Resetting your password' });
const faq: Faq = {
  page: pageOf({ slug: 'faq', title: 'Frequently asked questions' }),
  topics: [
    {
      topic: 'Buying',
      items: [
        {
          question: 'Is </script> a problem?',
          answerHtml: '<p>No, it is <em>escaped</em>.</p>',
          answerText: 'No </script><script>alert(1)</script> & it is escaped.',
        },
      ],
    },
  ],
};
const pages: Record<string, ContentPage> = {
  about,
  terms,
  advertisement,
  'buying-land': post,
  'reset-password': help,
};

/** The API's public content routes, as the contract describes them (content.ts). */
function fakeApi(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://api');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const missing = () =>
      send(404, { error: { code: 'PAGE_NOT_FOUND', message: 'Page not found.' } });
    const slug = url.pathname.match(/^\/api\/content\/pages\/([^/]+)$/)?.[1];
    if (slug) return pages[slug] ? send(200, pages[slug]) : missing();
    switch (url.pathname) {
      case '/api/content/faq':
        return send(200, faq);
      case '/api/content/posts':
        return send(200, {
          data: [summaryOf(post)],
          total: 1,
          page: Number(url.searchParams.get('page')),
          pageSize: Number(url.searchParams.get('pageSize')),
        });
      case '/api/content/post-categories':
        return send(200, [{ name: 'Guides & tips', count: 1 }]);
      case '/api/content/help':
        return send(200, [{ topic: 'Account', articles: [summaryOf(help)] }]);
      case '/api/content/sitemap':
        return send(
          200,
          [about, terms, post, help, pageOf({ slug: 'old-landing' })].map((p) => ({
            kind: p.kind,
            slug: p.slug,
            updatedAt: p.updatedAt,
          })),
        );
      case '/api/properties/sitemap':
        return send(200, { data: [], total: 0, page: 1, pageSize: 1000 });
      case '/api/properties':
        return send(200, { data: [], total: 0, page: 1, pageSize: 12 });
      default:
        return missing();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}

/** A build's index.html with the static shell a drawn page replaces. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    [
      '<html><head><meta name="description" content="AfriNest: houses and land." />',
      '<title>x</title><!--app-config-->',
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>',
      '</head><body><div id="root"><!--shell--><p>Loading</p><!--/shell--></div></body></html>',
    ].join('\n'),
  );
  return dist;
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('content pages drawn by the web server (issue 44)', () => {
  let api: { url: string; server: Server };
  let web: FastifyInstance;
  beforeAll(async () => {
    api = await fakeApi();
    web = await buildWebServer({
      distDir: fakeDist(),
      runtimeConfig: { apiUrl: api.url, productName: 'AfriNest' },
      webUrl: WEB_URL,
      initialDataTimeoutMs: 10_000,
    });
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await new Promise((resolve) => api?.server.close(resolve));
  });

  it('draws a standing page with its body, and its SEO title, description and cover in <head>', async () => {
    const res = await web.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-rendered="server">');
    expect(res.body).toContain('<p>We list <strong>homes</strong> and plots.</p>');
    expect(res.body).toMatch(/<h1[^>]*>About AfriNest<\/h1>/);
    // Typed by an admin: escaped, never markup.
    expect(titleOf(res.body)).toBe(
      'About us &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; | AfriNest',
    );
    expect(res.body).not.toContain('<script>x</script>');
    expect(metaContent(res.body, 'description')).toBe('Who &quot;we&quot; are &amp; why');
    expect(res.body).toContain(`<link rel="canonical" href="${WEB_URL}/about" />`);
    expect(metaContent(res.body, 'og:image')).toBe('https://media.test/p1/1280.jpg');
    // The cover is the article's largest paint: preloaded from the HTML.
    expect(res.body).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]*p1\/640\.avif/);
    // The answer the page's own GET will find.
    expect(res.body).toContain(`window.__AFRINEST_DATA__={"${api.url}/api/content/pages/about":`);
  });

  it('shows the version of the terms in the drawn page', async () => {
    const res = await web.inject({ url: '/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Version <!-- -->3<!-- -->, updated/);
  });

  it("draws /advertisement with the admins' page, its slots and the enquiry form's place", async () => {
    const res = await web.inject({ url: '/advertisement' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-rendered="server">');
    expect(res.body).toMatch(/<h1[^>]*>Advertise on AfriNest<\/h1>/);
    expect(res.body).toContain('<p>Rates from <strong>UGX 50,000</strong> a week.</p>');
    expect(res.body).toContain('Ask about advertising');
    expect(titleOf(res.body)).toBe('Advertise on AfriNest | AfriNest');
    expect(metaContent(res.body, 'description')).toBe('Reach buyers &amp; renters.');
    expect(res.body).toContain(`<link rel="canonical" href="${WEB_URL}/advertisement" />`);
  });

  it("answers /advertisement with the plain app while the admins' page is unpublished", async () => {
    delete pages.advertisement;
    try {
      const res = await web.inject({ url: '/advertisement' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-rendered="server"');
    } finally {
      pages.advertisement = advertisement;
    }
  });

  it('answers 404 for a draft or unknown slug, and for a page of another kind', async () => {
    for (const url of ['/blog/a-draft', '/help/nothing', '/blog/reset-password', '/help/about']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('window.__AFRINEST_CONFIG__=');
      expect(res.body, url).not.toContain('__AFRINEST_DATA__');
    }
    // The same addresses written otherwise still reach the page.
    expect((await web.inject({ url: '/Blog/buying-land/' })).statusCode).toBe(200);
  });

  it('draws the FAQ with its questions and the FAQPage data, escaped, in <head>', async () => {
    const res = await web.inject({ url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<details[^>]*><summary[^>]*>Is &lt;\/script&gt; a problem\?/);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('</script><script>alert(1)');
    const [data] = jsonLd(head);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is </script> a problem?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'No </script><script>alert(1)</script> & it is escaped.',
          },
        },
      ],
    });
  });

  it('draws a post and the blog with its category, paging and RSS link', async () => {
    const postPage = await web.inject({ url: '/blog/buying-land' });
    expect(postPage.body).toContain('<p>Visit the land registry first.</p>');
    expect(metaContent(postPage.body, 'og:type')).toBe('article');
    expect(titleOf(postPage.body)).toBe('Buying land &lt;safely&gt; &amp; well | AfriNest');

    const blog = await web.inject({ url: '/blog?category=Guides+%26+tips&page=1' });
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="AfriNest blog" href="${WEB_URL}/blog/rss.xml" />`,
    );
    expect(blog.body).toContain(
      `<link rel="canonical" href="${WEB_URL}/blog?category=Guides+%26+tips" />`,
    );
    expect(blog.body).toContain('Buying land &lt;safely&gt; &amp; well');
    expect(blog.body).toContain(
      `"${api.url}/api/content/posts?page=1&pageSize=12&category=Guides+%26+tips":`,
    );
  });

  it('draws /help with its topics and the search from the address', async () => {
    const res = await web.inject({ url: '/help?q=password' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"${api.url}/api/content/help?q=password":`);
    expect(res.body).toMatch(/<a[^>]*href="\/help\/reset-password"/);
  });

  it('serves the RSS feed with every text escaped', async () => {
    const res = await web.inject({ url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Buying land &lt;safely&gt; &amp; well</title>');
    expect(res.body).toContain(`<link>${WEB_URL}/blog/buying-land</link>`);
    expect(res.body).toContain('<category>Guides &amp; tips</category>');
    expect(res.body).toContain('<pubDate>Sun, 01 Nov 2026 09:00:00 GMT</pubDate>');
  });

  it('lists the standing pages, posts and help articles in the sitemap with their last change', async () => {
    const res = await web.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    for (const [path, at] of [
      ['/about', about.updatedAt],
      ['/terms', terms.updatedAt],
      ['/blog/buying-land', post.updatedAt],
      ['/help/reset-password', help.updatedAt],
    ])
      expect(res.body).toContain(`<url><loc>${WEB_URL}${path}</loc><lastmod>${at}</lastmod></url>`);
    for (const path of ['/faq', '/blog', '/pricing', '/advertisement', '/hotels', '/building'])
      expect(res.body).toContain(`<loc>${WEB_URL}${path}</loc>`);
    // A page with no address of its own is not listed.
    expect(res.body).not.toContain('old-landing');
    expect(res.body.match(/<url>/g)).toHaveLength(SITEMAP_PAGES.length + 2);
  });
});

describe('content tags', () => {
  it('keeps JSON-LD inside its element, whatever the text', () => {
    const tag = jsonLdTag({ text: '</script><!-- & -->' });
    expect(tag).toBe(
      '<script type="application/ld+json">{"text":"\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e"}</script>',
    );
    const json = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect((JSON.parse(json) as { text: string }).text).toBe('</script><!-- & -->');
    expect(faqStructuredData({ ...faq, topics: [] }).mainEntity).toEqual([]);
  });

  it('escapes every text of the RSS feed, with links under the web address', () => {
    const xml = rssFeed(
      [summaryOf({ ...post, slug: 'a-b', author: { id: post.id, name: 'Ann & "Bo"' } })],
      { webUrl: 'https://afrinest.test', productName: 'Afri<Nest>' },
    );
    expect(xml).toContain('<title>Afri&lt;Nest&gt; blog</title>');
    expect(xml).toContain(
      '<description>Check the title &amp; the &quot;survey&quot;.</description>',
    );
    expect(xml).toContain('<dc:creator>Ann &amp; &quot;Bo&quot;</dc:creator>');
    expect(xml).toContain('<guid isPermaLink="true">https://afrinest.test/blog/a-b</guid>');
    expect(xml).not.toMatch(/<[^>]*Nest>/);
  });

  it('maps content to its address: standing pages, posts, help; others have none', () => {
    expect(contentPath({ kind: 'PAGE', slug: 'faq' })).toBe('/faq');
    expect(contentPath({ kind: 'POST', slug: 'x' })).toBe('/blog/x');
    expect(contentPath({ kind: 'HELP', slug: 'y' })).toBe('/help/y');
    expect(contentPath({ kind: 'PAGE', slug: 'old-landing' })).toBeNull();
  });
});
