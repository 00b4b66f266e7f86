import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSeriesSchema, type UsageQuery } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** GET /api/admin/entitlements/usage: one agency's item per day over a window. */
export const getUsage = async (query: UsageQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/entitlements/usage', { params: query });
  return usageSeriesSchema.parse(response.data);
};

export const getUsageQueryOptions = (query: UsageQuery) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'usage', query],
    queryFn: () => getUsage(query),
  });

/** Asks nothing until an agency, an item and a valid window are chosen. */
export const useUsage = (query: UsageQuery | undefined) =>
  useQuery({
    ...getUsageQueryOptions(query ?? { agencyId: '', itemId: '', startDate: '', endDate: '' }),
    enabled: query !== undefined,
  });
