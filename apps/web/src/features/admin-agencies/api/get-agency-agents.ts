import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPageSchema, type AgentPage } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** GET /api/admin/broker/agencies/{id}/agents: the agents of one agency, one page. */
export const getAgencyAgents = async (id: string, page: number): Promise<AgentPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/admin/broker/agencies/${encodeURIComponent(id)}/agents`,
    { params: { page } },
  );
  return agentPageSchema.parse(response.data);
};

export const getAgencyAgentsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...adminAgenciesQueryKey, 'agency-agents', id, page],
    queryFn: () => getAgencyAgents(id, page),
  });

export const useAgencyAgents = (id: string, page = 1) =>
  useQuery(getAgencyAgentsQueryOptions(id, page));
