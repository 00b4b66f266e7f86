import { queryOptions } from '@tanstack/react-query';
import { listingPageSchema } from '@afrinest/contract';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

/**
 * How many listings (any status) an agent of the agency holds: GET /api/agent/properties with
 * the agent's id and one row, read for its total. Deactivating an agent who has some offers to
 * move them first.
 */
export const getAgentListingCount = async (agentId: string): Promise<number> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/properties', {
    params: { agentId, pageSize: 1 },
  });
  return listingPageSchema.parse(response.data).total;
};

export const getAgentListingCountQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...agentWorkspaceQueryKey, 'listing-count', agentId],
    queryFn: () => getAgentListingCount(agentId),
  });
