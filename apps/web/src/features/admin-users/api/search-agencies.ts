import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agencyPageSchema, type AgencyPage } from '@afrinest/contract';

/** GET /api/admin/broker/agencies?q=: a few agencies whose name matches, for the agency choice. */
export const searchAgencies = async (q: string): Promise<AgencyPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agencies', {
    params: { q, page: 1, pageSize: 8 },
  });
  return agencyPageSchema.parse(response.data);
};

export const searchAgenciesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin-users', 'agency-choice', q],
    queryFn: () => searchAgencies(q),
    placeholderData: keepPreviousData,
  });

/** Asks nothing until something is typed. */
export const useSearchAgencies = (q: string) =>
  useQuery({ ...searchAgenciesQueryOptions(q), enabled: q !== '' });
