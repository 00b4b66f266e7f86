import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeSchema, type Place } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/hierarchy/{id}: a place with its whole chain and the ids of each level. */
export const getHierarchy = async (id: string): Promise<Place> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/geo/hierarchy/${encodeURIComponent(id)}`);
  return placeSchema.parse(response.data);
};

export const getHierarchyQueryOptions = (id: string | null | undefined) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'hierarchy', id],
    queryFn: () => getHierarchy(id!),
    enabled: Boolean(id),
    staleTime: GEO_STALE_MS,
  });

export const useHierarchy = (id: string | null | undefined) =>
  useQuery(getHierarchyQueryOptions(id));
