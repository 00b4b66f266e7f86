import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AcceptInvitationInput } from '@afrinest/contract';

const acceptedSchema = z.object({ email: z.string(), agencyId: z.string() });
export type Accepted = z.infer<typeof acceptedSchema>;

/**
 * POST /api/agent-invitations/{token}/accept: a new address sends name and password; a signed-in
 * account sends nothing but its bearer (the API client adds it).
 */
export const acceptInvitation = async ({
  token,
  input,
}: {
  token: string;
  input: AcceptInvitationInput;
}): Promise<Accepted> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/agent-invitations/${encodeURIComponent(token)}/accept`,
    input,
  );
  return acceptedSchema.parse(response.data);
};

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
