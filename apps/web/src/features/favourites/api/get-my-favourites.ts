import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FavouritePage } from '@afrinest/contract';
import { favouritesQueryKey } from '@/components/listing-card';

export const FAVOURITES_PAGE_SIZE = 12;

/** GET /favorites: my favourites, newest first, a page at a time. */
export async function getMyFavourites(page: number): Promise<FavouritePage> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<FavouritePage>('/favorites', {
    params: { page, pageSize: FAVOURITES_PAGE_SIZE },
  });
  return response.data;
}

/**
 * Under the favourites key, so un-saving a listing anywhere (the heart on a card) refetches this
 * list and the listing leaves it.
 */
export const useMyFavourites = (page: number) =>
  useQuery({
    queryKey: [...favouritesQueryKey, 'mine', page],
    queryFn: () => getMyFavourites(page),
    placeholderData: keepPreviousData,
  });
