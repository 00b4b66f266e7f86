import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, GEO_LIST_LIMIT, regionSchema, type Region } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/regions: a country's regions (SPEC §7: geo lists limit 1000). */
export const getRegions = async (countryId: string): Promise<Region[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/regions', {
    params: { countryId, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(regionSchema).parse(response.data).data;
};

export const getRegionsQueryOptions = (countryId: string | null | undefined) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'regions', countryId],
    queryFn: () => getRegions(countryId!),
    enabled: Boolean(countryId),
    staleTime: GEO_STALE_MS,
  });

export const useRegions = (countryId: string | null | undefined) =>
  useQuery(getRegionsQueryOptions(countryId));
