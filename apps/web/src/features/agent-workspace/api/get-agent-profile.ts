import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentSchema, type Agent } from '@afrinest/contract';

/** GET /api/agent/profile: the signed-in agent's own profile (with their role and agency). */
export const getAgentProfile = async (): Promise<Agent> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/profile');
  return agentSchema.parse(response.data);
};

/** Everything the agent area caches; a change in the team or settings invalidates its part. */
export const agentWorkspaceQueryKey = ['agent-workspace'] as const;
export const agentProfileQueryKey = [...agentWorkspaceQueryKey, 'profile'] as const;

export const getAgentProfileQueryOptions = () =>
  queryOptions({ queryKey: agentProfileQueryKey, queryFn: getAgentProfile });

export const useAgentProfile = () => useQuery(getAgentProfileQueryOptions());
