import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAnalyticsConfig, type AnalyticsConfig } from '@afrinest/contract';

/** GET /api/analytics/config: the GA4 measurement id and whether tracking is on. */
export const getAnalyticsConfig = async (): Promise<AnalyticsConfig> => {
  // Loaded on first use: the API client stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/analytics/config');
  // Checked by hand: zod's code is not evaluated for a question every public page asks (ADR 0018).
  const analytics = readAnalyticsConfig(response.data);
  if (!analytics) throw new Error('The analytics configuration answer has an unexpected shape.');
  return analytics;
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
