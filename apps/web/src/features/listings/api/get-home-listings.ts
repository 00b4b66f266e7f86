import { useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS, type HomeListings } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import { HOME_LISTINGS_ENDPOINT } from '../home-queries';
import { listingsQueryKey } from './listings-query-key';

/** GET /api/properties/home: the home page's featured, latest and plots sections. */
export async function getHomeListings(): Promise<HomeListings> {
  const { api } = await import('@/lib/api-client');
  return (await api.get<HomeListings>(HOME_LISTINGS_ENDPOINT)).data;
}

export const useHomeListings = () =>
  useQuery({
    queryKey: [...listingsQueryKey, HOME_LISTINGS_ENDPOINT],
    queryFn: getHomeListings,
    // The home page carries this answer in its HTML (ADR 0024), as fresh as the GET cache keeps.
    ...embeddedInitialData<HomeListings>(HOME_LISTINGS_ENDPOINT),
    staleTime: GET_CACHE_TTL_MS,
  });
