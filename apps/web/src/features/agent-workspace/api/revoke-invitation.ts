import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsQueryKey } from '@/features/agent-workspace/api/get-invitations';

/** DELETE /api/agent/invitations/{id}: the link in the mail stops working at once. */
export const revokeInvitation = async (id: string): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.delete(`/api/agent/invitations/${encodeURIComponent(id)}`);
};

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
};
