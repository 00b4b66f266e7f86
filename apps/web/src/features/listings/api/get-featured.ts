import { useQuery } from '@tanstack/react-query';
import type { Listing } from '@afrinest/contract';
import { listingsQueryKey } from './listings-query-key';

/** GET /api/properties/featured or /api/plots/featured: listings featured now, newest first. */
export async function getFeatured(
  endpoint: '/api/properties/featured' | '/api/plots/featured',
  limit: number,
): Promise<Listing[]> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<{ data: Listing[] }>(endpoint, { params: { limit } });
  return response.data.data;
}

export const useFeatured = (
  endpoint: '/api/properties/featured' | '/api/plots/featured',
  limit: number,
) =>
  useQuery({
    queryKey: [...listingsQueryKey, endpoint, limit],
    queryFn: () => getFeatured(endpoint, limit),
  });
