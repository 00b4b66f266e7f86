import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adStatsSchema } from '@afrinest/contract';
import { adminAdvertisingQueryKey } from '@/features/admin-advertising/api/query-key';

export interface AdStatsQuery {
  from: string;
  to: string;
}

/** GET /api/admin/ads/{id}/stats?from&to: impressions and clicks for each day of the range. */
export const getAdStats = async (id: string, query: AdStatsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/ads/${encodeURIComponent(id)}/stats`, {
    params: query,
  });
  return adStatsSchema.parse(response.data);
};

export const useAdStats = (id: string, query: AdStatsQuery, enabled = true) =>
  useQuery({
    queryKey: [...adminAdvertisingQueryKey, 'stats', id, query],
    queryFn: () => getAdStats(id, query),
    placeholderData: keepPreviousData,
    enabled,
  });
