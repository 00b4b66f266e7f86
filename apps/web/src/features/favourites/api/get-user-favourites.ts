import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { favouritePageSchema, type FavouritePage } from '@afrinest/contract';

/** GET /api/admin/users/{id}/favourites: one user's favourites, newest first (admins). */
export async function getUserFavourites(
  userId: string,
  page: number,
  pageSize: number,
): Promise<FavouritePage> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/admin/users/${encodeURIComponent(userId)}/favourites`,
    { params: { page, pageSize } },
  );
  return favouritePageSchema.parse(response.data);
}

export const useUserFavourites = (userId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin', 'users', userId, 'favourites', page, pageSize],
    queryFn: () => getUserFavourites(userId, page, pageSize),
    placeholderData: keepPreviousData,
  });
