import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveListingsResultSchema, type MoveListingsResult } from '@afrinest/contract';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

/**
 * POST /api/agent/agents/{id}/move-listings (SUPER_AGENT, own agency; audited): every listing
 * of the agent goes to another active agent of the agency.
 */
export const moveListings = async ({
  fromId,
  toAgentId,
}: {
  fromId: string;
  toAgentId: string;
}): Promise<MoveListingsResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/agent/agents/${encodeURIComponent(fromId)}/move-listings`,
    { toAgentId },
  );
  return moveListingsResultSchema.parse(response.data);
};

export const useMoveListings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveListings,
    // Listing counts and the team's enquiries both belong to the agent area's cache.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentWorkspaceQueryKey }),
  });
};
