import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unifiedPageSchema, type UnifiedQuery } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** GET /api/admin/entitlements/unified: every item of every agency, one page. */
export const getUnifiedItems = async (query: UnifiedQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/entitlements/unified', { params: query });
  return unifiedPageSchema.parse(response.data);
};

export const getUnifiedItemsQueryOptions = (query: UnifiedQuery) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'unified', query],
    queryFn: () => getUnifiedItems(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUnifiedItems = (query: UnifiedQuery) =>
  useQuery(getUnifiedItemsQueryOptions(query));
