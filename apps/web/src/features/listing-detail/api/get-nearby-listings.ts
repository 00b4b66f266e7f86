import { useQuery } from '@tanstack/react-query';
import type { ListingSummary, ListingSummaryPage } from '@afrinest/contract';
import { listingDetailQueryKey } from './listing-query-key';

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  /** Only listings of this kind (similar ones); all kinds when absent. */
  kind?: string;
  /** At most this many besides the listing itself. */
  limit: number;
  /** The listing the page is about, left out of the answer. */
  excludeId: string;
}

/** GET /api/properties near a point, nearest first, without the listing itself. */
export async function getNearbyListings(q: NearbyQuery): Promise<ListingSummary[]> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingSummaryPage>('/api/properties', {
    params: {
      lat: q.lat,
      lng: q.lng,
      radiusKm: q.radiusKm,
      sort: 'distance',
      // One more than needed: the listing itself is usually the nearest.
      pageSize: q.limit + 1,
      ...(q.kind ? { kind: q.kind } : {}),
    },
  });
  return response.data.data.filter((l) => l.id !== q.excludeId).slice(0, q.limit);
}

export const useNearbyListings = (q: NearbyQuery | null) =>
  useQuery({
    queryKey: [...listingDetailQueryKey, 'nearby', q],
    queryFn: () => getNearbyListings(q!),
    enabled: q !== null,
    staleTime: 60_000,
  });
