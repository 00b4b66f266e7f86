import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  GET_CACHE_TTL_MS,
  type ContentPage,
  type ContentSummary,
  type Faq,
  type ListingSummaryPage,
  type Page,
} from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import { publicListingsKeyRoot } from '@/lib/public-listing-queries';
import {
  contentPagePath,
  FAQ_ENDPOINT,
  HELP_ENDPOINT,
  landingListingsQuery,
  LISTINGS_ENDPOINT,
  POST_CATEGORIES_ENDPOINT,
  POSTS_ENDPOINT,
  postsQuery,
} from '../content-endpoints';

export type PostCategory = { name: string; count: number };
export type HelpTopic = { topic: string; articles: ContentSummary[] };

/**
 * A GET of public content. Typed, not parsed: these are public pages and load no zod
 * (DESIGN.md §4); the API answers with the contract's schemas.
 */
async function getPublic<T>(path: string, params?: object): Promise<T> {
  // Loaded on first use: the API client stays out of the first page's JavaScript.
  const { api } = await import('@/lib/api-client');
  return (await api.get<T>(path, params ? { params } : undefined)).data;
}

/** 404 (a draft or unknown slug) is an answer: shown as not found, never retried. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 404 || status === 400;
}
const retryUnlessMissing = (count: number, error: unknown) => !isNotFound(error) && count < 2;

const contentKey = ['content', 'public'] as const;

/**
 * One page of the query's answer embedded in the HTML (ADR 0024): shown in the first render
 * (and drawn on the server), as fresh as the GET cache keeps an answer.
 */
const reading = <T>(path: string, params?: object) => ({
  ...embeddedInitialData<T>(path, params),
  staleTime: GET_CACHE_TTL_MS,
});

/** GET /api/content/pages/{slug}: a published page, post or help article. */
export const useContentPage = (slug: string) =>
  useQuery({
    queryKey: [...contentKey, 'page', slug],
    queryFn: () => getPublic<ContentPage>(contentPagePath(slug)),
    ...reading<ContentPage>(contentPagePath(slug)),
    retry: retryUnlessMissing,
  });

/** GET /api/content/posts: one page of published posts, newest first. */
export const usePosts = (search: { page: number; category?: string }) => {
  const query = postsQuery(search);
  return useQuery({
    queryKey: [...contentKey, 'posts', query],
    queryFn: () => getPublic<Page<ContentSummary>>(POSTS_ENDPOINT, query),
    ...reading<Page<ContentSummary>>(POSTS_ENDPOINT, query),
    // The last page stays on screen while the next one loads: no blank list.
    placeholderData: keepPreviousData,
  });
};

/** GET /api/content/post-categories: the blog's categories with their post counts. */
export const usePostCategories = () =>
  useQuery({
    queryKey: [...contentKey, 'post-categories'],
    queryFn: () => getPublic<PostCategory[]>(POST_CATEGORIES_ENDPOINT),
    ...reading<PostCategory[]>(POST_CATEGORIES_ENDPOINT),
  });

/** GET /api/content/help[?q]: help articles by topic, or those matching the search. */
export const useHelpTopics = (query: { q?: string }) =>
  useQuery({
    queryKey: [...contentKey, 'help', query],
    queryFn: () => getPublic<HelpTopic[]>(HELP_ENDPOINT, query),
    ...reading<HelpTopic[]>(HELP_ENDPOINT, query),
    placeholderData: keepPreviousData,
  });

/** GET /api/content/faq: the FAQ page read into topics and questions. */
export const useFaq = () =>
  useQuery({
    queryKey: [...contentKey, 'faq'],
    queryFn: () => getPublic<Faq>(FAQ_ENDPOINT),
    ...reading<Faq>(FAQ_ENDPOINT),
    retry: retryUnlessMissing,
  });

/** The newest listings of one kind, under the public listings' key (refreshed on changes). */
export const useKindListings = (kind: string) => {
  const query = landingListingsQuery(kind);
  return useQuery({
    queryKey: [...publicListingsKeyRoot, LISTINGS_ENDPOINT, query],
    queryFn: () => getPublic<ListingSummaryPage>(LISTINGS_ENDPOINT, query),
    ...reading<ListingSummaryPage>(LISTINGS_ENDPOINT, query),
  });
};
