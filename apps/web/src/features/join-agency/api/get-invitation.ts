import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema, type InvitationPreview } from '@afrinest/contract';

/** GET /api/agent-invitations/{token}: the agency, role and address an invitation is for. */
export const getInvitation = async (token: string): Promise<InvitationPreview> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/agent-invitations/${encodeURIComponent(token)}`);
  return invitationPreviewSchema.parse(response.data);
};

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['join-agency', token],
    queryFn: () => getInvitation(token),
    // An invalid or used invitation stays so: asking again would not help.
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
