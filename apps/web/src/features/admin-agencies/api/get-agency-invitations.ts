import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationSchema, type Invitation } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

const answerSchema = z.object({ data: z.array(invitationSchema) });

/** GET /api/admin/broker/agencies/{id}/invitations: the invitations not yet accepted. */
export const getAgencyInvitations = async (id: string): Promise<Invitation[]> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/admin/broker/agencies/${encodeURIComponent(id)}/invitations`,
  );
  return answerSchema.parse(response.data).data;
};

export const getAgencyInvitationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminAgenciesQueryKey, 'invitations', id],
    queryFn: () => getAgencyInvitations(id),
  });

export const useAgencyInvitations = (id: string) => useQuery(getAgencyInvitationsQueryOptions(id));
