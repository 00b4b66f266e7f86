import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS, type ListingSummaryPage } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import { listingsQueryKey, type SearchEndpoint } from './listings-query-key';

/**
 * GET /api/properties or /api/plots: one page of a search, paged, sorted and filtered by the
 * server. The answer is typed, not parsed: public pages load no zod (DESIGN.md §4).
 */
export async function searchListings(
  endpoint: SearchEndpoint,
  query: Record<string, string>,
): Promise<ListingSummaryPage> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingSummaryPage>(endpoint, { params: query });
  return response.data;
}

export const searchListingsQueryOptions = (
  endpoint: SearchEndpoint,
  query: Record<string, string>,
) =>
  queryOptions({
    queryKey: [...listingsQueryKey, endpoint, query],
    queryFn: () => searchListings(endpoint, query),
    // The last page stays on screen (dimmed) while the next one loads: no jump, no blank grid.
    placeholderData: keepPreviousData,
    // The page's first search may have come in its HTML (ADR 0024): shown in the first render,
    // and as fresh as the GET cache would keep an answer.
    ...embeddedInitialData<ListingSummaryPage>(endpoint, query),
    staleTime: GET_CACHE_TTL_MS,
  });

export const useListingSearch = (
  endpoint: SearchEndpoint,
  query: Record<string, string>,
  enabled = true,
) => useQuery({ ...searchListingsQueryOptions(endpoint, query), enabled });
