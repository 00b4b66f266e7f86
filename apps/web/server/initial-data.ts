import type { ListingDetail, ListingSummaryPage } from '@afrinest/contract';
import {
  CARD_IMAGE_MAX_WIDTH,
  CARD_IMAGE_SIZES,
} from '../src/components/listing-card/card-image-sizes';
import {
  HOME_LISTINGS_ENDPOINT,
  LISTING_PLACES_ENDPOINT,
} from '../src/features/listings/home-queries';
import { parseSearch, toApiQuery } from '../src/features/listings/search-params';
import { buildUrl } from '../src/lib/api-client/url';
import { photoPreloadTag } from './share-preview';

/**
 * The public search pages and the API path each one searches (as in
 * src/features/listings/pages: properties-page.tsx and plots-page.tsx).
 */
export const SEARCH_PAGES: Readonly<Record<string, string>> = {
  '/properties': '/api/properties',
  '/plots': '/api/plots',
};

export interface InitialDataOptions {
  /** The API as the browser reaches it (the runtime config's apiUrl): the answers' keys. */
  apiUrl: string;
  /** The page must not wait long for it: past this it goes out without, as before. */
  timeoutMs?: number;
}

/**
 * `<script nonce>window.NAME=…</script>` for a non-empty object, else nothing. `<` becomes its
 * JSON escape: the content may not close its element. The nonce is the response's (server/csp.ts).
 */
function globalScriptTag(name: string, value: object, nonce: string): string {
  if (Object.keys(value).length === 0) return '';
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">window.${name}=${json}</script>`;
}

/**
 * What a page embeds: the API answers by URL (for the server's render of the page, ADR 0026) and
 * the `<head>` tags that carry them and preload its first photo, given the response's nonce.
 */
export interface PageData {
  answers: Record<string, unknown>;
  head: (nonce: string) => string;
}
const noData: PageData = { answers: {}, head: () => '' };

/** The tag the page's queries read as their initial data (src/lib/embedded-answers.ts). */
export const embeddedAnswersTag = (answers: Record<string, unknown>, nonce: string): string =>
  globalScriptTag('__AFRINEST_DATA__', answers, nonce);

/**
 * The tag with the texts the server formatted while drawing the page (src/lib/drawn-text.ts,
 * ADR 0028): the browser hydrates with them instead of starting its Intl formatters.
 */
export const drawnTextTag = (text: Record<string, string>, nonce: string): string =>
  globalScriptTag('__AFRINEST_TEXT__', text, nonce);

/**
 * The API answers a public page asks for first, fetched by the web server while it answers the
 * HTML and embedded in it (ADR 0024): on slow mobile networks the first screen then needs the
 * page's scripts only, not another round trip to the API after them, and the first card's photo
 * is preloaded from the HTML. Only anonymous GETs of public data, the same for every visitor,
 * keyed by the exact URL the page's API client builds.
 */
export function createInitialData(opts: InitialDataOptions) {
  const timeoutMs = opts.timeoutMs ?? 500;

  async function fetchPublic<T>(url: string): Promise<T | null> {
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  }

  return {
    /**
     * A search page's tags: its first page of results (the query the page derives from its own
     * address, so a shared link's search is embedded) and the first card's photo. Empty for the
     * map view (it asks other questions) and when the API does not answer in time.
     */
    async searchPage(pagePath: string, query: URLSearchParams): Promise<PageData> {
      const endpoint = SEARCH_PAGES[pagePath];
      const search = parseSearch(query);
      if (!endpoint || search.view !== 'list') return noData;
      const url = buildUrl(opts.apiUrl, endpoint, toApiQuery(search));
      const page = await fetchPublic<ListingSummaryPage>(url);
      if (!page) return noData;
      const cover = page.data[0]?.cover;
      const answers = { [url]: page };
      return {
        answers,
        head: (nonce) =>
          [
            embeddedAnswersTag(answers, nonce),
            cover ? photoPreloadTag(cover, CARD_IMAGE_SIZES, CARD_IMAGE_MAX_WIDTH) : '',
          ]
            .filter(Boolean)
            .join('\n    '),
      };
    },

    /**
     * The home page's answers, asked at once: its listing sections (featured, latest, plots) and
     * the places to browse. Each answer that came in time is embedded; the page asks for the
     * others itself.
     */
    async homePage(): Promise<PageData> {
      const urls = [HOME_LISTINGS_ENDPOINT, LISTING_PLACES_ENDPOINT].map((path) =>
        buildUrl(opts.apiUrl, path),
      );
      const answers = Object.fromEntries(
        (await Promise.all(urls.map(async (u) => [u, await fetchPublic<unknown>(u)] as const)))
          // null: not in time, or not a success.
          .filter(([, answer]) => answer !== null),
      );
      return { answers, head: (nonce) => embeddedAnswersTag(answers, nonce) };
    },

    /** A listing's page: the listing with its photos, as the web server already read it. */
    listingPage(id: string, listing: ListingDetail): PageData {
      const answers = { [buildUrl(opts.apiUrl, `/properties/${encodeURIComponent(id)}`)]: listing };
      return { answers, head: (nonce) => embeddedAnswersTag(answers, nonce) };
    },
  };
}
export type InitialData = ReturnType<typeof createInitialData>;
