import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '@afrinest/contract';

/** GET /api/brokers/{id}: an active agent of an ACTIVE agency, with contact links; else 404. */
export const getBroker = async (id: string): Promise<PublicAgent> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<PublicAgent>(`/api/brokers/${encodeURIComponent(id)}`);
  return response.data;
};

export const brokersQueryKey = ['brokers'] as const;

export const getBrokerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...brokersQueryKey, 'detail', id],
    queryFn: () => getBroker(id),
    staleTime: 60_000,
  });

export const useBroker = (id: string) => useQuery(getBrokerQueryOptions(id));
