import { useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '@afrinest/contract';
import { listingDetailQueryKey } from './listing-query-key';

/** GET /api/brokers/{id}: the listing's agent (photo, WhatsApp and phone links); 404 if inactive. */
export async function getAgent(id: string): Promise<PublicAgent> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<PublicAgent>(`/api/brokers/${encodeURIComponent(id)}`);
  return response.data;
}

export const useAgent = (id: string | null) =>
  useQuery({
    queryKey: [...listingDetailQueryKey, 'agent', id],
    queryFn: () => getAgent(id!),
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
