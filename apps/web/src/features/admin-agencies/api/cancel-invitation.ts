import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** DELETE /api/admin/broker/agencies/{id}/invitations/{invitationId}: the mail's link stops working. */
export const cancelInvitation = async ({
  agencyId,
  invitationId,
}: {
  agencyId: string;
  invitationId: string;
}): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.delete(
    `/api/admin/broker/agencies/${encodeURIComponent(agencyId)}/invitations/${encodeURIComponent(invitationId)}`,
  );
};

export const useCancelInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    // Refetched even after a failure: a 410 means someone accepted or cancelled it meanwhile.
    onSettled: (_r, _e, { agencyId }) =>
      queryClient.invalidateQueries({
        queryKey: [...adminAgenciesQueryKey, 'invitations', agencyId],
      }),
  });
};
