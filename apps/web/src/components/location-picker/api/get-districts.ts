import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, GEO_LIST_LIMIT, districtSchema, type District } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/** GET /api/geo/districts: a region's districts, or one sub-region's (SPEC §7: geo lists limit 1000). */
export const getDistricts = async (
  regionId: string,
  subRegionId?: string | null,
): Promise<District[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/districts', {
    params: { regionId, subRegionId: subRegionId ?? undefined, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(districtSchema).parse(response.data).data;
};

export const getDistrictsQueryOptions = (
  regionId: string | null | undefined,
  subRegionId?: string | null,
) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'districts', regionId, subRegionId ?? null],
    queryFn: () => getDistricts(regionId!, subRegionId),
    enabled: Boolean(regionId),
    staleTime: GEO_STALE_MS,
  });

export const useDistricts = (regionId: string | null | undefined, subRegionId?: string | null) =>
  useQuery(getDistrictsQueryOptions(regionId, subRegionId));
