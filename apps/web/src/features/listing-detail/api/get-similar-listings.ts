import { useQuery } from '@tanstack/react-query';
import type { ListingSummary } from '@afrinest/contract';
import { listingDetailQueryKey } from './listing-query-key';

/**
 * GET /api/properties/{id}/similar: listings of the same kind and purpose near this one, nearest
 * first, without it (the API decides what is similar: a buyer is never shown rentals).
 */
export async function getSimilarListings(id: string, limit: number): Promise<ListingSummary[]> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<{ data: ListingSummary[] }>(
    `/api/properties/${encodeURIComponent(id)}/similar`,
    { params: { limit } },
  );
  return response.data.data;
}

export const useSimilarListings = (id: string, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: [...listingDetailQueryKey, 'similar', id, limit],
    queryFn: () => getSimilarListings(id, limit),
    enabled,
    staleTime: 60_000,
  });
