import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agencyPageSchema, type AgencyPage, type ListAgenciesQueryInput } from '@afrinest/contract';

/** GET /api/admin/broker/agencies: one page, searched by name and filtered by status. */
export const getAdminAgencies = async (query: ListAgenciesQueryInput): Promise<AgencyPage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agencies', { params: query });
  return agencyPageSchema.parse(response.data);
};

/** Everything cached about agencies and agents in the admin area; a change invalidates it all. */
export const adminAgenciesQueryKey = ['admin-agencies'] as const;

export const getAdminAgenciesQueryOptions = (query: ListAgenciesQueryInput) =>
  queryOptions({
    queryKey: [...adminAgenciesQueryKey, 'list', query],
    queryFn: () => getAdminAgencies(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });

export const useAdminAgencies = (query: ListAgenciesQueryInput) =>
  useQuery(getAdminAgenciesQueryOptions(query));
