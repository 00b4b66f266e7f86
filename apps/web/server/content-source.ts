import type { ContentPage, ContentSummary, Faq, ListingPhoto } from '@afrinest/contract';
import {
  blogSearch,
  contentPagePath,
  COVER_MAX_WIDTH,
  COVER_SIZES,
  FAQ_ENDPOINT,
  HELP_ENDPOINT,
  helpQuery,
  LANDING_PAGES,
  landingListingsQuery,
  LISTINGS_ENDPOINT,
  POST_CATEGORIES_ENDPOINT,
  POSTS_ENDPOINT,
  postsQuery,
  type LandingSlug,
} from '../src/features/content/content-endpoints';
import { buildUrl } from '../src/lib/api-client/url';
import { escapeHtml } from './html-escape';
import { embeddedAnswersTag, type PageData } from './initial-data';
import {
  clip,
  DESCRIPTION_MAX,
  photoPreloadTag,
  photoShareImage,
  shareTags,
} from './share-preview';

/**
 * The public content pages the web server answers itself (src/app/routes.tsx): each with its
 * API answers embedded and drawn (ADR 0026), its title, description and share tags in <head>,
 * and 404 for a page that is not published.
 */
export const CONTENT_PAGE_PATHS = [
  '/about',
  '/terms',
  '/privacy',
  '/faq',
  '/help',
  '/help/:slug',
  '/blog',
  '/blog/:slug',
  '/hotels',
  '/building',
  '/advertisement',
] as const;
export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/** The standing pages shown as they are (the page's slug is its path). */
const STANDING: Partial<Record<ContentPagePath, string>> = {
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

export interface ContentAnswer {
  /** 404: a draft or unknown page (the app shows its not-found page). */
  status: 200 | 404;
  /** The <title>, description and share tags; null: the index's own. */
  head: { title: string; description: string; tags: string } | null;
  data: PageData;
}

type Fetched<T> =
  { kind: 'found'; url: string; body: T } | { kind: 'missing' } | { kind: 'unavailable' };

export interface ContentSourceOptions {
  /** The API as the browser reaches it (the runtime config's apiUrl): the answers' keys. */
  apiUrl: string;
  webUrl: string;
  productName: string;
  /** The page must not wait long for the API: past this it goes out without, as before. */
  timeoutMs?: number;
}

/** The FAQ as schema.org FAQPage data: each question with its answer as plain text. */
export function faqStructuredData(faq: Faq): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.topics.flatMap((topic) =>
      topic.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answerText },
      })),
    ),
  };
}

/**
 * A JSON-LD block. `<`, `>` and `&` become JSON escapes: an answer containing `</script>` stays
 * text. Not run by the browser (a data block), so the CSP's nonce does not apply to it.
 */
export const jsonLdTag = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}</script>`;

/**
 * Reads what a public content page shows from the API (as a visitor: published content only)
 * and makes the page's <head> and embedded answers of it. Nothing is cached: the answers must be
 * as fresh as the page's own GET would be, and these pages are few and small.
 */
export function createContentSource(opts: ContentSourceOptions) {
  const timeoutMs = opts.timeoutMs ?? 500;
  const site = { webUrl: opts.webUrl, productName: opts.productName };

  async function get<T>(path: string, params?: object): Promise<Fetched<T>> {
    const url = buildUrl(opts.apiUrl, path, params);
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // 400: a slug that cannot exist (capitals, spaces): to a visitor that is a missing page.
      if (res.status === 404 || res.status === 400) {
        await res.body?.cancel();
        return { kind: 'missing' };
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { kind: 'unavailable' };
      }
      return { kind: 'found', url, body: (await res.json()) as T };
    } catch {
      return { kind: 'unavailable' };
    }
  }

  /** The answers that came, by URL, and the tags that carry them (plus any extra <head> tags). */
  function pageData(fetched: Fetched<unknown>[], extraHead: string[] = []): PageData {
    const answers = Object.fromEntries(
      fetched.flatMap((f) => (f.kind === 'found' ? [[f.url, f.body] as const] : [])),
    );
    return {
      answers,
      head: (nonce) =>
        [embeddedAnswersTag(answers, nonce), ...extraHead].filter(Boolean).join('\n    '),
    };
  }

  /** A page's <head>: its SEO title and description (else its title and summary), its cover. */
  function headOf(
    page: Pick<ContentPage, 'title' | 'summary' | 'seoTitle' | 'seoDescription'> & {
      coverImage: ListingPhoto | null;
    },
    path: string,
    type: 'website' | 'article' = 'website',
  ) {
    const title = page.seoTitle || page.title;
    const description = clip(page.seoDescription || page.summary || page.title, DESCRIPTION_MAX);
    const tags = shareTags({
      url: `${opts.webUrl}${path}`,
      title,
      description,
      image: photoShareImage(page.coverImage, page.title, site),
      productName: opts.productName,
      type,
    });
    return { title: `${title} | ${opts.productName}`, description, tags };
  }

  /** The cover's preload on an article, where it is the largest paint. */
  const coverPreload = (page: ContentPage) =>
    page.coverImage ? photoPreloadTag(page.coverImage, COVER_SIZES, COVER_MAX_WIDTH) : '';

  const noAnswer: ContentAnswer = {
    status: 200,
    head: null,
    data: { answers: {}, head: () => '' },
  };
  const missing: ContentAnswer = { ...noAnswer, status: 404 };

  /** One page, post or help article by slug: 404 unless published and of the kind the path shows. */
  async function article(
    slug: string,
    pathOf: (slug: string) => string,
    kind: ContentPage['kind'],
  ): Promise<ContentAnswer> {
    const page = await get<ContentPage>(contentPagePath(slug));
    if (page.kind === 'missing') return missing;
    if (page.kind === 'unavailable') return noAnswer;
    if (page.body.kind !== kind) return missing;
    return {
      status: 200,
      head: headOf(
        page.body,
        pathOf(encodeURIComponent(page.body.slug)),
        kind === 'POST' ? 'article' : 'website',
      ),
      data: pageData([page], [coverPreload(page.body)]),
    };
  }

  /** "Advertise with us": the admins' page when published; the slots and the form stand without it. */
  async function advertise(): Promise<ContentAnswer> {
    const page = await get<ContentPage>(contentPagePath('advertisement'));
    if (page.kind !== 'found') return noAnswer;
    return {
      status: 200,
      head: headOf(page.body, '/advertisement'),
      data: pageData([page], [coverPreload(page.body)]),
    };
  }

  async function faq(): Promise<ContentAnswer> {
    const answer = await get<Faq>(FAQ_ENDPOINT);
    if (answer.kind === 'missing') return missing;
    if (answer.kind === 'unavailable') return noAnswer;
    return {
      status: 200,
      head: headOf(answer.body.page, '/faq'),
      data: pageData([answer], [jsonLdTag(faqStructuredData(answer.body))]),
    };
  }

  async function help(query: URLSearchParams): Promise<ContentAnswer> {
    const [intro, topics] = await Promise.all([
      get<ContentPage>(contentPagePath('help')),
      get<unknown>(HELP_ENDPOINT, helpQuery(query.get('q'))),
    ]);
    return {
      status: 200,
      head: intro.kind === 'found' ? headOf(intro.body, '/help') : null,
      data: pageData([intro, topics]),
    };
  }

  async function blog(query: URLSearchParams): Promise<ContentAnswer> {
    const search = blogSearch(query);
    const [posts, categories] = await Promise.all([
      get<{ data: ContentSummary[] }>(POSTS_ENDPOINT, postsQuery(search)),
      get<unknown>(POST_CATEGORIES_ENDPOINT),
    ]);
    const canonical = new URLSearchParams();
    if (search.category) canonical.set('category', search.category);
    if (search.page > 1) canonical.set('page', String(search.page));
    const path = canonical.size ? `/blog?${canonical}` : '/blog';
    const title = search.category ? `Blog: ${search.category}` : 'Blog';
    const description = `News, guides for buyers and renters, and advice on land and titles from ${opts.productName}.`;
    const feed =
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(opts.productName)} blog"` +
      ` href="${escapeHtml(`${opts.webUrl}/blog/rss.xml`)}" />`;
    const firstCover = posts.kind === 'found' ? posts.body.data[0]?.coverImage : null;
    return {
      status: 200,
      head: {
        title: `${title} | ${opts.productName}`,
        description,
        tags: [
          shareTags({
            url: `${opts.webUrl}${path}`,
            title,
            description,
            image: photoShareImage(firstCover, title, site),
            productName: opts.productName,
          }),
          feed,
        ].join('\n    '),
      },
      data: pageData([posts, categories]),
    };
  }

  async function landing(slug: LandingSlug): Promise<ContentAnswer> {
    const { kind, path } = LANDING_PAGES[slug];
    const [page, listings] = await Promise.all([
      get<ContentPage>(contentPagePath(slug)),
      get<unknown>(LISTINGS_ENDPOINT, landingListingsQuery(kind)),
    ]);
    return {
      status: 200,
      head: page.kind === 'found' ? headOf(page.body, path) : null,
      data: pageData([page, listings]),
    };
  }

  return {
    /** The answer for a content page of CONTENT_PAGE_PATHS, given its params and query. */
    async page(
      route: ContentPagePath,
      params: Record<string, string | undefined>,
      query: URLSearchParams,
    ): Promise<ContentAnswer> {
      const standing = STANDING[route];
      if (standing) return article(standing, () => route, 'PAGE');
      switch (route) {
        case '/faq':
          return faq();
        case '/help':
          return help(query);
        case '/help/:slug':
          return article(params.slug ?? '', (slug) => `/help/${slug}`, 'HELP');
        case '/blog':
          return blog(query);
        case '/blog/:slug':
          return article(params.slug ?? '', (slug) => `/blog/${slug}`, 'POST');
        case '/hotels':
          return landing('hotels');
        case '/building':
          return landing('building');
        case '/advertisement':
          return advertise();
        default:
          return noAnswer;
      }
    },
  };
}
export type ContentSource = ReturnType<typeof createContentSource>;
