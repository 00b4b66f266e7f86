import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsConfig } from '@afrinest/contract';

/** GET /api/analytics/config: the GA4 measurement id and whether tracking is on. */
export const getAnalyticsConfig = async (): Promise<AnalyticsConfig> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  // The schema comes with the client, not in the first load: it would bring zod (DESIGN.md §4).
  const [{ api }, { analyticsConfigSchema }] = await Promise.all([
    import('@/lib/api-client'),
    import('./analytics-config-schema'),
  ]);
  const response = await api.get<unknown>('/api/analytics/config');
  return analyticsConfigSchema.parse(response.data);
};

export const analyticsConfigQueryKey = ['settings', 'analytics'] as const;

export const getAnalyticsConfigQueryOptions = () =>
  queryOptions({
    queryKey: analyticsConfigQueryKey,
    queryFn: getAnalyticsConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAnalyticsConfig = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAnalyticsConfigQueryOptions(), enabled });
