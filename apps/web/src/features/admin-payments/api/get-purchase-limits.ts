import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseLimitsSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

export interface PurchaseLimitsQuery {
  /** The page of spending ceilings; package limits come whole. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/purchase-limits: every package limit and one page of agencies' ceilings. */
export const getPurchaseLimits = async (query: PurchaseLimitsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/purchase-limits', { params: query });
  return purchaseLimitsSchema.parse(response.data);
};

export const getPurchaseLimitsQueryOptions = (query: PurchaseLimitsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'limits', query],
    queryFn: () => getPurchaseLimits(query),
    placeholderData: keepPreviousData,
  });

export const usePurchaseLimits = (query: PurchaseLimitsQuery) =>
  useQuery(getPurchaseLimitsQueryOptions(query));
