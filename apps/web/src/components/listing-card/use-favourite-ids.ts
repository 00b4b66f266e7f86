import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authStorage } from '@/lib/storage';
import {
  favouriteIdsQueryKey,
  favouritesQueryKey,
  getFavouriteIds,
  toggleFavourite,
} from './favourites-api';

/**
 * Whether someone is signed in, as far as a shared component can tell: a bearer token is kept.
 * Components cannot read the auth feature (lint boundary); a stale token is renewed or dropped
 * by the API client on its first 401, like on every other request.
 */
export const hasSession = (): boolean => authStorage.getToken() !== null;

const noIds: ReadonlySet<string> = new Set();

/**
 * My favourite listing ids (GET /favorites/ids), loaded once per session and shared by every card
 * on the page. Signed out: none, and nothing is requested.
 */
export function useFavouriteIds(signedIn: boolean = hasSession()) {
  const query = useQuery({
    queryKey: favouriteIdsQueryKey,
    queryFn: getFavouriteIds,
    enabled: signedIn,
    select: (ids: string[]): ReadonlySet<string> => new Set(ids),
    staleTime: 60_000,
  });
  const ids = signedIn ? (query.data ?? noIds) : noIds;
  return { ids, isFavourite: (id: string) => ids.has(id), isLoading: signedIn && query.isLoading };
}

/**
 * POST /favorites/{id}: the heart changes at once (optimistic) and settles on the server's
 * answer; a failure puts it back. The favourites list is refetched next time it is shown.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const setFavourite = (id: string, favourite: boolean) =>
    queryClient.setQueryData<string[]>(favouriteIdsQueryKey, (ids = []) =>
      favourite ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
    );
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: favouriteIdsQueryKey });
      const before = queryClient.getQueryData<string[]>(favouriteIdsQueryKey);
      setFavourite(id, !(before ?? []).includes(id));
      return { before };
    },
    onError: (_error, id, context) => {
      // A click before the ids arrived has nothing to go back to: undo just this heart, and ask
      // the server for the truth.
      if (context?.before) queryClient.setQueryData(favouriteIdsQueryKey, context.before);
      else setFavourite(id, false);
      void queryClient.invalidateQueries({ queryKey: favouriteIdsQueryKey });
    },
    onSuccess: ({ favourite }, id) => {
      setFavourite(id, favourite);
      void queryClient.invalidateQueries({
        queryKey: favouritesQueryKey,
        predicate: (q) => q.queryKey[1] !== favouriteIdsQueryKey[1],
      });
    },
  });
}
