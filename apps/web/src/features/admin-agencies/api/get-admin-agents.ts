import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPageSchema, type AgentPage, type ListAgentsQueryInput } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** GET /api/admin/broker/agents: every agent, searched by name, filtered by agency, paged. */
export const getAdminAgents = async (query: ListAgentsQueryInput): Promise<AgentPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agents', { params: query });
  return agentPageSchema.parse(response.data);
};

export const getAdminAgentsQueryOptions = (query: ListAgentsQueryInput) =>
  queryOptions({
    queryKey: [...adminAgenciesQueryKey, 'agents', query],
    queryFn: () => getAdminAgents(query),
    placeholderData: keepPreviousData,
  });

export const useAdminAgents = (query: ListAgentsQueryInput) =>
  useQuery(getAdminAgentsQueryOptions(query));
