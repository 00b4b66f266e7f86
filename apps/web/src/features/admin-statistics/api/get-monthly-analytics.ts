import { queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyAnalyticsSchema } from '@afrinest/contract';
import { adminStatisticsQueryKey } from '@/features/admin-statistics/api/query-key';

/** GET /api/admin/analytics/monthly?year: one row per month with activity (none: empty). */
export const getMonthlyAnalytics = async (year: number) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/analytics/monthly', { params: { year } });
  return monthlyAnalyticsSchema.parse(response.data);
};

export const getMonthlyAnalyticsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...adminStatisticsQueryKey, 'monthly', year],
    queryFn: () => getMonthlyAnalytics(year),
  });

export const useMonthlyAnalytics = (year: number) =>
  useQuery(getMonthlyAnalyticsQueryOptions(year));
