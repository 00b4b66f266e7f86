import { useQuery } from '@tanstack/react-query';
import { adSchema } from '@afrinest/contract';
import { adminAdvertisingQueryKey } from '@/features/admin-advertising/api/query-key';

/** GET /api/admin/ads/{id}: the ad as saved, paused or not. */
export const getAd = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/ads/${encodeURIComponent(id)}`, {
    fresh: true,
  });
  return adSchema.parse(response.data);
};

export const useAd = (id: string) =>
  useQuery({ queryKey: [...adminAdvertisingQueryKey, 'ad', id], queryFn: () => getAd(id) });
