import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, GEO_LIST_LIMIT, areaSchema, type Area } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/areas: every area of a city (divisions and their neighbourhoods) (SPEC §7: geo lists limit 1000). */
export const getAreas = async (cityId: string): Promise<Area[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/areas', {
    params: { cityId, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(areaSchema).parse(response.data).data;
};

export const getAreasQueryOptions = (cityId: string | null | undefined) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'areas', cityId],
    queryFn: () => getAreas(cityId!),
    enabled: Boolean(cityId),
    staleTime: GEO_STALE_MS,
  });

export const useAreas = (cityId: string | null | undefined) =>
  useQuery(getAreasQueryOptions(cityId));
