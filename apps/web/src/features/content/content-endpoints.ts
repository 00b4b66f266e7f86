// What the public content pages ask the API first, shared with the web server, which embeds the
// answers in the pages' HTML under the same URLs (apps/web/server/content-source.ts, ADR 0024).
// No '@/' imports: the web server runs this file as it is.

/** GET one published page, post or help article by its slug (404 for drafts and unknown). */
export const contentPagePath = (slug: string) => `/api/content/pages/${encodeURIComponent(slug)}`;
export const POSTS_ENDPOINT = '/api/content/posts';
export const POST_CATEGORIES_ENDPOINT = '/api/content/post-categories';
export const HELP_ENDPOINT = '/api/content/help';
export const FAQ_ENDPOINT = '/api/content/faq';
/** The listings under /hotels and /building: the public search, filtered by kind. */
export const LISTINGS_ENDPOINT = '/api/properties';

/** Posts per blog page: a phone screen or two of cards. */
export const BLOG_PAGE_SIZE = 12;
/** Listings shown under a landing page's content; the full search is one link away. */
export const LANDING_LISTINGS = 12;

/** The blog's page and category from its address (?page, ?category); bad values fall back. */
export function blogSearch(params: URLSearchParams): { page: number; category?: string } {
  const page = Number(params.get('page'));
  const category = params.get('category')?.trim().slice(0, 60);
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    category: category || undefined,
  };
}

/** GET /api/content/posts's query for a blog page (an absent category is left out of the URL). */
export const postsQuery = (search: { page: number; category?: string }) => ({
  page: String(search.page),
  pageSize: String(BLOG_PAGE_SIZE),
  category: search.category,
});

/** GET /api/content/help's query: the search from /help?q, else none. */
export function helpQuery(q: string | null | undefined): { q?: string } {
  const trimmed = q?.trim().slice(0, 100);
  return trimmed ? { q: trimmed } : {};
}

/**
 * The landing pages (a standing page's content above the listings of one kind) and the
 * listing kind of each (packages/contract listing-values: LISTING_KINDS).
 */
export const LANDING_PAGES = {
  hotels: { kind: 'hotel', path: '/hotels' },
  building: { kind: 'building', path: '/building' },
} as const;
export type LandingSlug = keyof typeof LANDING_PAGES;

/**
 * The search a landing page shows: as /properties?kind=… asks it (listings' toApiQuery), so the
 * answer is the same URL the search page would embed or cache.
 */
export const landingListingsQuery = (kind: string) => ({
  kind,
  sort: 'newest',
  page: '1',
  pageSize: String(LANDING_LISTINGS),
});

/**
 * An article's cover: the article's column (max-w-3xl) on wide screens, the screen less its
 * padding on phones. Here, not in the component, so the web server's preload of the cover uses
 * the same sizes and the browser takes the preloaded file.
 */
export const COVER_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';
export const COVER_MAX_WIDTH = 1280;
