import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrokersQueryInput, PublicAgentPage } from '@afrinest/contract';
import { brokersQueryKey } from '@/features/agencies/api/get-broker';

/** GET /api/brokers: the agents directory, searched by name and area and paged by the server. */
export const getBrokers = async (query: BrokersQueryInput): Promise<PublicAgentPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<PublicAgentPage>('/api/brokers', { params: query });
  return response.data;
};

export const getBrokersQueryOptions = (query: BrokersQueryInput) =>
  queryOptions({
    queryKey: [...brokersQueryKey, 'list', query],
    queryFn: () => getBrokers(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useBrokers = (query: BrokersQueryInput) => useQuery(getBrokersQueryOptions(query));
