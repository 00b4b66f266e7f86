import type { z } from 'zod';
import type { favouriteIdsSchema, favouriteToggleSchema } from '@afrinest/contract';

type FavouriteToggle = z.infer<typeof favouriteToggleSchema>;
type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** The TanStack Query key of my favourite ids; the favourites list lives under the same root. */
export const favouritesQueryKey = ['favourites'] as const;
export const favouriteIdsQueryKey = [...favouritesQueryKey, 'ids'] as const;

/** GET /favorites/ids: the ids of my favourites, so every card shows its heart at once. */
export async function getFavouriteIds(): Promise<string[]> {
  const { api } = await import('@/lib/api-client');
  // Typed, not parsed: public pages load no zod (DESIGN.md §4 budget).
  const response = await api.get<FavouriteIds>('/favorites/ids');
  return response.data.data;
}

/** POST /favorites/{id}: toggles, and answers whether it is a favourite now. */
export async function toggleFavourite(listingId: string): Promise<FavouriteToggle> {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<FavouriteToggle>(`/favorites/${encodeURIComponent(listingId)}`);
  return response.data;
}
