import { useQuery } from '@tanstack/react-query';
import type { ListingPlaces } from '@afrinest/contract';
import { listingsQueryKey } from './listings-query-key';

/** GET /api/properties/places: listings per region and city of the default country. */
export async function getListingPlaces(): Promise<ListingPlaces> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingPlaces>('/api/properties/places');
  return response.data;
}

export const useListingPlaces = () =>
  useQuery({
    queryKey: [...listingsQueryKey, 'places'],
    queryFn: getListingPlaces,
    staleTime: 5 * 60_000,
  });
