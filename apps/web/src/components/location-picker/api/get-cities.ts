import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, GEO_LIST_LIMIT, citySchema, type City } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/cities: a region's cities and towns, or one district's (SPEC §7: geo lists limit 1000). */
export const getCities = async (regionId: string, districtId?: string | null): Promise<City[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/cities', {
    params: { regionId, districtId: districtId ?? undefined, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(citySchema).parse(response.data).data;
};

export const getCitiesQueryOptions = (
  regionId: string | null | undefined,
  districtId?: string | null,
) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'cities', regionId, districtId ?? null],
    queryFn: () => getCities(regionId!, districtId),
    enabled: Boolean(regionId),
    staleTime: GEO_STALE_MS,
  });

export const useCities = (regionId: string | null | undefined, districtId?: string | null) =>
  useQuery(getCitiesQueryOptions(regionId, districtId));
