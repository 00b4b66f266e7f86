import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencySchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** GET /api/admin/broker/agencies/{id}: the chosen agency's name (from a link's ?agencyId=). */
export const getAgency = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/broker/agencies/${encodeURIComponent(id)}`);
  return agencySchema.parse(response.data);
};

export const getAgencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'agency', id],
    queryFn: () => getAgency(id),
  });

export const useAgency = (id: string | undefined) =>
  useQuery({ ...getAgencyQueryOptions(id ?? ''), enabled: Boolean(id) });
