import { useMutation } from '@tanstack/react-query';
import type { ContactChannel, ContactResult } from '@afrinest/contract';

/**
 * POST /api/brokers/{id}/contact with the listing: records the lead (and the listing's enquiry)
 * and answers the link to open, whose WhatsApp message names the listing and its link.
 */
export async function contactAgent(input: {
  agentId: string;
  channel: ContactChannel;
  listingId: string;
}): Promise<ContactResult> {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<ContactResult>(
    `/api/brokers/${encodeURIComponent(input.agentId)}/contact`,
    { channel: input.channel, listingId: input.listingId },
  );
  return response.data;
}

export const useContactAgent = () => useMutation({ mutationFn: contactAgent });
