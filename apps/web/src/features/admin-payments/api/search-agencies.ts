import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agencyPageSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** How many matches an agency search offers at once. */
export const AGENCY_MATCHES = 8;

/** GET /api/admin/broker/agencies?q=: a few agencies whose name matches, to choose from. */
export const searchAgencies = async (q: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agencies', {
    params: { q, page: 1, pageSize: AGENCY_MATCHES },
  });
  return agencyPageSchema.parse(response.data);
};

export const searchAgenciesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'agency-search', q],
    queryFn: () => searchAgencies(q),
    placeholderData: keepPreviousData,
  });

/** Asks nothing until something is typed. */
export const useSearchAgencies = (q: string) =>
  useQuery({ ...searchAgenciesQueryOptions(q), enabled: q !== '' });
