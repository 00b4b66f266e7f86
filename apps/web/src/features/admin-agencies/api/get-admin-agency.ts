import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencySchema, type Agency } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** GET /api/admin/broker/agencies/{id}: one agency with its status and reason. */
export const getAdminAgency = async (id: string): Promise<Agency> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/broker/agencies/${encodeURIComponent(id)}`);
  return agencySchema.parse(response.data);
};

export const getAdminAgencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminAgenciesQueryKey, 'detail', id],
    queryFn: () => getAdminAgency(id),
  });

/** An empty id (no agency chosen) asks nothing. */
export const useAdminAgency = (id: string) =>
  useQuery({ ...getAdminAgencyQueryOptions(id), enabled: id !== '' });
