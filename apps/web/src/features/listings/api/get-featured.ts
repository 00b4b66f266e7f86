import { useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS, type ListingSummary } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import type { FEATURED_ENDPOINTS } from '../home-queries';
import { listingsQueryKey } from './listings-query-key';

type FeaturedEndpoint = (typeof FEATURED_ENDPOINTS)[keyof typeof FEATURED_ENDPOINTS];

/** GET /api/properties/featured or /api/plots/featured: listings featured now, newest first. */
export async function getFeatured(
  endpoint: FeaturedEndpoint,
  limit: number,
): Promise<ListingSummary[]> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<{ data: ListingSummary[] }>(endpoint, { params: { limit } });
  return response.data.data;
}

export const useFeatured = (endpoint: FeaturedEndpoint, limit: number) =>
  useQuery({
    queryKey: [...listingsQueryKey, endpoint, limit],
    queryFn: () => getFeatured(endpoint, limit),
    // The home page carries its featured listings in its HTML (ADR 0024), as fresh as the GET
    // cache would keep an answer.
    ...embeddedInitialData(
      endpoint,
      { limit },
      (answer: { data: ListingSummary[] }) => answer.data,
    ),
    staleTime: GET_CACHE_TTL_MS,
  });
