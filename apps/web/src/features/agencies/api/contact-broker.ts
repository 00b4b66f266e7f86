import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResult } from '@afrinest/contract';

/** POST /api/brokers/{id}/contact: records a lead for this agent and answers the link to open. */
export const contactBroker = async ({
  id,
  input,
}: {
  id: string;
  input: Omit<ContactInput, 'areaId'>;
}): Promise<ContactResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<ContactResult>(
    `/api/brokers/${encodeURIComponent(id)}/contact`,
    input,
  );
  return response.data;
};

export const useContactBroker = () => useMutation({ mutationFn: contactBroker });
