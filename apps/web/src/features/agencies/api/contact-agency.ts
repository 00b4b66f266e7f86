import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResult } from '@afrinest/contract';

/**
 * POST /api/broker/agencies/{id}/contact: records a lead that the agency's routing gives to one
 * of its agents, and answers the link to open.
 */
export const contactAgency = async ({
  id,
  input,
}: {
  id: string;
  input: ContactInput;
}): Promise<ContactResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<ContactResult>(
    `/api/broker/agencies/${encodeURIComponent(id)}/contact`,
    input,
  );
  return response.data;
};

export const useContactAgency = () => useMutation({ mutationFn: contactAgency });
