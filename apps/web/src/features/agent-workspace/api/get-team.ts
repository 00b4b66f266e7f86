import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPageSchema, type AgentPage, type ListAgentsQueryInput } from '@afrinest/contract';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

export type TeamQuery = Omit<ListAgentsQueryInput, 'agencyId'>;

/** GET /api/agent/agents: the SUPER_AGENT's own agency's agents, active and deactivated. */
export const getTeam = async (query: TeamQuery): Promise<AgentPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/agents', { params: query });
  return agentPageSchema.parse(response.data);
};

export const teamQueryKey = [...agentWorkspaceQueryKey, 'team'] as const;

export const getTeamQueryOptions = (query: TeamQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, query],
    queryFn: () => getTeam(query),
    placeholderData: keepPreviousData,
  });

export const useTeam = (query: TeamQuery, enabled = true) =>
  useQuery({ ...getTeamQueryOptions(query), enabled });
