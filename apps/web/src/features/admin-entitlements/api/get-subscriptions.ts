import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionPageSchema, type ListSubscriptionsQuery } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** GET /api/admin/subscriptions: agencies' package periods, filtered and paged. */
export const getSubscriptions = async (query: ListSubscriptionsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/subscriptions', { params: query });
  return subscriptionPageSchema.parse(response.data);
};

export const getSubscriptionsQueryOptions = (query: ListSubscriptionsQuery) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'subscriptions', query],
    queryFn: () => getSubscriptions(query),
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (query: ListSubscriptionsQuery) =>
  useQuery(getSubscriptionsQueryOptions(query));
