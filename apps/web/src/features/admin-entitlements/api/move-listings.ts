import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveListingsResultSchema } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/broker/agents/{fromId}/move-listings: every listing to a colleague (audited). */
export const moveListings = async ({
  fromId,
  toAgentId,
}: {
  fromId: string;
  toAgentId: string;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/broker/agents/${encodeURIComponent(fromId)}/move-listings`,
    { toAgentId },
  );
  return moveListingsResultSchema.parse(response.data);
};

export const useMoveListings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveListings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
