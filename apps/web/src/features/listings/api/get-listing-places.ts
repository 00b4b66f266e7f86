import { useQuery } from '@tanstack/react-query';
import type { ListingPlaces } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import { LISTING_PLACES_ENDPOINT } from '../home-queries';
import { listingsQueryKey } from './listings-query-key';

/** GET /api/properties/places: listings per region and city of the default country. */
export async function getListingPlaces(): Promise<ListingPlaces> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingPlaces>(LISTING_PLACES_ENDPOINT);
  return response.data;
}

export const useListingPlaces = () =>
  useQuery({
    queryKey: [...listingsQueryKey, 'places'],
    queryFn: getListingPlaces,
    staleTime: 5 * 60_000,
    // The home page carries them in its HTML (ADR 0024).
    ...embeddedInitialData<ListingPlaces>(LISTING_PLACES_ENDPOINT),
  });
