import { buildUrl } from '@/lib/api-client/url';
import { config } from '@/lib/config';

/**
 * What the web server embeds in a public page as `window.__AFRINEST_DATA__`: the API's answers
 * to the GETs the page makes first, by the full URL the API client would request
 * (apps/web/server/initial-data.ts, ADR 0024). Only successful, public answers: the same for
 * every visitor.
 */
export type EmbeddedData = Record<string, unknown>;

declare global {
  interface Window {
    __AFRINEST_DATA__?: EmbeddedData;
  }
}

export interface EmbeddedAnswers {
  /** When the page was read: how old its answers are. */
  readonly readAt: number;
  /**
   * The answer to a GET of `path` with `params`, handed out once (a later question about the same
   * URL goes to the API), or undefined.
   */
  take<T>(path: string, params?: object): T | undefined;
}

/** The page's embedded answers; the global is removed once read. */
export function readEmbeddedAnswers(
  source: { __AFRINEST_DATA__?: EmbeddedData } | undefined,
  apiUrl: string,
  now = Date.now(),
): EmbeddedAnswers {
  const embedded = source?.__AFRINEST_DATA__;
  if (source) delete source.__AFRINEST_DATA__;
  const answers = new Map(
    embedded && typeof embedded === 'object' ? Object.entries(embedded) : undefined,
  );
  return {
    readAt: now,
    take<T>(path: string, params?: object) {
      const url = buildUrl(apiUrl, path, params);
      const answer = answers.get(url);
      answers.delete(url);
      return answer as T | undefined;
    },
  };
}

/** This page's, read when first needed. */
let page: EmbeddedAnswers | undefined;
export const embeddedAnswers = (): EmbeddedAnswers =>
  (page ??= readEmbeddedAnswers(typeof window === 'undefined' ? undefined : window, config.apiUrl));

/**
 * For the web server's renderer only (ADR 0026): the answers embedded in the page it is about to
 * render, so it draws what the browser will draw from the same answers.
 */
export function setServerAnswers(data: EmbeddedData): void {
  page = readEmbeddedAnswers({ __AFRINEST_DATA__: { ...data } }, config.apiUrl);
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` from this page's embedded answer to a GET
 * of `path` with `params`; `select` takes what the query keeps out of the answer.
 */
export function embeddedInitialData<Answer, Data = Answer>(
  path: string,
  params?: object,
  select?: (answer: Answer) => Data,
) {
  return {
    initialData: (): Data | undefined => {
      const answer = embeddedAnswers().take<Answer>(path, params);
      if (answer === undefined) return undefined;
      return select ? select(answer) : (answer as unknown as Data);
    },
    initialDataUpdatedAt: () => embeddedAnswers().readAt,
  };
}
