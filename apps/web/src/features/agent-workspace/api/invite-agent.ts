import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation } from '@afrinest/contract';
import { invitationsQueryKey } from '@/features/agent-workspace/api/get-invitations';

export interface InviteAgentInput {
  email: string;
  name: string;
}

/** POST /api/agent/agents/invitations: mails a link that creates or links the account. */
export const inviteAgent = async (input: InviteAgentInput): Promise<Invitation> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/agent/agents/invitations', input);
  return invitationSchema.parse(response.data);
};

export const useInviteAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
};
