import { queryOptions, useQuery } from '@tanstack/react-query';
import { GEO_LIST_LIMIT, geoListOf, regionSchema, type Region } from '@afrinest/contract';

/** GET /api/geo/regions?countryId (SPEC §7): a country's regions. */
export const getRegions = async (countryId: string): Promise<Region[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/regions', {
    params: { countryId, limit: GEO_LIST_LIMIT },
  });
  return geoListOf(regionSchema).parse(response.data).data;
};

export const getRegionsQueryOptions = (countryId: string) =>
  queryOptions({
    queryKey: ['geo', 'regions', countryId],
    queryFn: () => getRegions(countryId),
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useRegions = (countryId: string | null) =>
  useQuery({ ...getRegionsQueryOptions(countryId ?? ''), enabled: countryId !== null });
