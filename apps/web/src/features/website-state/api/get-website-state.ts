import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GET_CACHE_TTL_MS,
  Messages,
  readWebsiteState,
  WEBSITE_STATE_POLL_MS,
  type WebsiteState,
} from '@afrinest/contract';

/** What the site assumes until it hears otherwise, and whenever asking fails (SPEC §4). */
export const NORMAL_WEBSITE_STATE: WebsiteState = Object.freeze({
  state: 'NORMAL',
  description: '',
  updated_at: new Date(0).toISOString(),
});

export const getWebsiteState = async (): Promise<WebsiteState> => {
  // Loaded on first use: the API client stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/website-state');
  // Checked by hand: zod's code is not evaluated for a poll every page makes (ADR 0018).
  const state = readWebsiteState(response.data);
  if (!state) throw new Error('The website state answer has an unexpected shape.');
  return state;
};

export const websiteStateQueryKey = ['website-state'] as const;

export const getWebsiteStateQueryOptions = () =>
  queryOptions({
    queryKey: websiteStateQueryKey,
    queryFn: async (): Promise<WebsiteState> => {
      try {
        return await getWebsiteState();
      } catch {
        // Polled every 30 s: log it, never toast it, and keep the site usable.
        console.error(Messages.FAILED_WEBSITE_STATE);
        return NORMAL_WEBSITE_STATE;
      }
    },
    refetchInterval: WEBSITE_STATE_POLL_MS,
    // Several screens read the state at once; one answer serves them all for a moment.
    staleTime: GET_CACHE_TTL_MS,
    retry: false,
  });

/** The polling query itself, for screens that must wait for the first answer. */
export const useWebsiteStateQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getWebsiteStateQueryOptions(), enabled });

/**
 * The current website state, polled every 30 seconds; NORMAL until the first answer. `enabled`
 * false holds the first question back (the layout asks once the page has loaded).
 */
export const useWebsiteState = (options: { enabled?: boolean } = {}): WebsiteState =>
  useWebsiteStateQuery(options).data ?? NORMAL_WEBSITE_STATE;
