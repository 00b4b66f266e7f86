import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '@afrinest/contract';

/**
 * GET /api/broker/agencies/requests/mine: the agency I asked to list and where it stands, or
 * null when I have not asked yet (the API's 404).
 */
export const getMyAgencyRequest = async (): Promise<Agency | null> => {
  // Loaded on first use: the client stays out of the first page's JavaScript (DESIGN.md §4).
  const { api, toApiError } = await import('@/lib/api-client');
  try {
    return (await api.get<Agency>('/api/broker/agencies/requests/mine')).data;
  } catch (e) {
    if (toApiError(e).status === 404) return null;
    throw e;
  }
};

export const myAgencyRequestQueryKey = ['agency-request', 'mine'] as const;

export const getMyAgencyRequestQueryOptions = () =>
  queryOptions({ queryKey: myAgencyRequestQueryKey, queryFn: getMyAgencyRequest });

export const useMyAgencyRequest = () => useQuery(getMyAgencyRequestQueryOptions());
