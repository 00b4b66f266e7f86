import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@afrinest/contract';
import { adminStatisticsQueryKey } from '@/features/admin-statistics/api/query-key';

/** GET /api/admin/dashboard: the admin index's figures, "needs attention" first. */
export const getDashboard = async () => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/dashboard');
  return dashboardSchema.parse(response.data);
};

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...adminStatisticsQueryKey, 'dashboard'],
    queryFn: getDashboard,
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
