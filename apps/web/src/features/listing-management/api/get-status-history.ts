import { useQuery } from '@tanstack/react-query';
import { statusHistorySchema, type StatusChange } from '@afrinest/contract';
import { listingManagementQueryKey } from './query-keys';

/** GET /api/properties/{id}/status-history: who changed the status, when, from and to. */
export const getStatusHistory = async (id: string): Promise<StatusChange[]> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/properties/${encodeURIComponent(id)}/status-history`,
  );
  return statusHistorySchema.parse(response.data).data;
};

export const useStatusHistory = (id: string) =>
  useQuery({
    queryKey: [...listingManagementQueryKey, 'history', id],
    queryFn: () => getStatusHistory(id),
  });
