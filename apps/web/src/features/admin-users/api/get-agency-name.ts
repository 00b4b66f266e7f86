import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencySchema } from '@afrinest/contract';

/** GET /api/admin/broker/agencies/{id}: the name of the agency a user is linked to. */
export const getAgencyName = async (id: string): Promise<string> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/broker/agencies/${encodeURIComponent(id)}`);
  return agencySchema.parse(response.data).name;
};

export const getAgencyNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-users', 'agency-name', id],
    queryFn: () => getAgencyName(id),
    retry: false,
  });

/** No id (no agency) asks nothing. */
export const useAgencyName = (id: string | null | undefined) =>
  useQuery({ ...getAgencyNameQueryOptions(id ?? ''), enabled: Boolean(id) });
