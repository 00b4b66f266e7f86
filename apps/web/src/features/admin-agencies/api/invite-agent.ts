import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation, type InvitationInput } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** POST /api/admin/broker/agencies/{id}/agents: mails an invitation to an agent or super agent. */
export const inviteAgent = async ({
  agencyId,
  input,
}: {
  agencyId: string;
  input: InvitationInput;
}): Promise<Invitation> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/broker/agencies/${encodeURIComponent(agencyId)}/agents`,
    input,
  );
  return invitationSchema.parse(response.data);
};

export const useInviteAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAgent,
    onSuccess: (_saved, { agencyId }) =>
      queryClient.invalidateQueries({
        queryKey: [...adminAgenciesQueryKey, 'invitations', agencyId],
      }),
  });
};
