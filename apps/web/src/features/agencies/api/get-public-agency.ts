import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgency } from '@afrinest/contract';

/**
 * GET /api/broker/agencies/{id}: an ACTIVE agency with its agents and contact links. A missing,
 * pending or suspended agency answers 404, which the page shows as not found (no retry).
 */
export const getPublicAgency = async (id: string): Promise<PublicAgency> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<PublicAgency>(`/api/broker/agencies/${encodeURIComponent(id)}`);
  return response.data;
};

export const publicAgenciesQueryKey = ['public-agencies'] as const;

export const getPublicAgencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...publicAgenciesQueryKey, id],
    queryFn: () => getPublicAgency(id),
    staleTime: 60_000,
  });

export const usePublicAgency = (id: string) => useQuery(getPublicAgencyQueryOptions(id));
