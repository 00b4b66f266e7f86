import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveListingsResultSchema, type MoveListingsResult } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/**
 * POST /api/admin/broker/agents/{id}/move-listings (audited): every listing of the agent goes to
 * another active agent of the same agency.
 */
export const moveAgentListings = async ({
  fromId,
  toAgentId,
}: {
  fromId: string;
  toAgentId: string;
}): Promise<MoveListingsResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/broker/agents/${encodeURIComponent(fromId)}/move-listings`,
    { toAgentId },
  );
  return moveListingsResultSchema.parse(response.data);
};

export const useMoveAgentListings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAgentListings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAgenciesQueryKey }),
  });
};
