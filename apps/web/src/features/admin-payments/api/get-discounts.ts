import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discountPageSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

export interface DiscountsQuery {
  page: number;
  pageSize: number;
  q?: string;
}

/** GET /api/admin/discounts: one page of discount codes, searched by code or description. */
export const getDiscounts = async (query: DiscountsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/discounts', { params: query });
  return discountPageSchema.parse(response.data);
};

export const getDiscountsQueryOptions = (query: DiscountsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'discounts', query],
    queryFn: () => getDiscounts(query),
    placeholderData: keepPreviousData,
  });

export const useDiscounts = (query: DiscountsQuery) => useQuery(getDiscountsQueryOptions(query));
