import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsTotalsSchema } from '@afrinest/contract';
import { adminStatisticsQueryKey } from '@/features/admin-statistics/api/query-key';

/** GET /api/admin/statistics: all-time totals for the statistics index. */
export const getStatisticsTotals = async () => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/statistics');
  return statisticsTotalsSchema.parse(response.data);
};

export const getStatisticsTotalsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminStatisticsQueryKey, 'totals'],
    queryFn: getStatisticsTotals,
  });

export const useStatisticsTotals = () => useQuery(getStatisticsTotalsQueryOptions());
