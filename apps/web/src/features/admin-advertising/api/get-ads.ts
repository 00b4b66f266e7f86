import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adListSchema, type AdSlot, type AdStatus } from '@afrinest/contract';
import { adminAdvertisingQueryKey } from '@/features/admin-advertising/api/query-key';

/** The query as sent: absent filters are left out; figures are counted over from..to. */
export interface AdsQuery {
  page: number;
  pageSize: number;
  q?: string;
  slot?: AdSlot;
  status?: AdStatus;
  from: string;
  to: string;
}

/** GET /api/admin/ads: one page of ads, each with its impressions, clicks and click rate. */
export const getAds = async (query: AdsQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/ads', { params: query });
  return adListSchema.parse(response.data);
};

/** `enabled: false` while the range cannot be sent (dates the wrong way round). */
export const useAds = (query: AdsQuery, enabled = true) =>
  useQuery({
    queryKey: [...adminAdvertisingQueryKey, 'list', query],
    queryFn: () => getAds(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
    enabled,
  });
