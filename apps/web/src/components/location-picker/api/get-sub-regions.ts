import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, GEO_LIST_LIMIT, subRegionSchema, type SubRegion } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/sub-regions: a region's sub-regions (SPEC §7: geo lists limit 1000). */
export const getSubRegions = async (regionId: string): Promise<SubRegion[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/sub-regions', {
    params: { regionId, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(subRegionSchema).parse(response.data).data;
};

export const getSubRegionsQueryOptions = (regionId: string | null | undefined) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'sub-regions', regionId],
    queryFn: () => getSubRegions(regionId!),
    enabled: Boolean(regionId),
    staleTime: GEO_STALE_MS,
  });

export const useSubRegions = (regionId: string | null | undefined) =>
  useQuery(getSubRegionsQueryOptions(regionId));
