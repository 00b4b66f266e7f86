import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationSchema, type Invitation } from '@afrinest/contract';
import { z } from 'zod';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

const answerSchema = z.object({ data: z.array(invitationSchema) });

/** GET /api/agent/invitations: my agency's invitations not yet accepted, revoked or expired. */
export const getInvitations = async (): Promise<Invitation[]> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/invitations');
  return answerSchema.parse(response.data).data;
};

export const invitationsQueryKey = [...agentWorkspaceQueryKey, 'invitations'] as const;

export const getInvitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationsQueryKey, queryFn: getInvitations });

export const useInvitations = () => useQuery(getInvitationsQueryOptions());
