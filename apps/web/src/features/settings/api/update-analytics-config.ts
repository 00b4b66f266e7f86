import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsConfig, UpdateAnalyticsConfig } from '@afrinest/contract';
import { analyticsConfigQueryKey } from '@/features/settings/api/get-analytics-config';

/** PUT /api/admin/settings/analytics: admins only; answers the saved configuration. */
export const updateAnalyticsConfig = async (
  input: UpdateAnalyticsConfig,
): Promise<AnalyticsConfig> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.put<AnalyticsConfig>('/api/admin/settings/analytics', input);
  return response.data;
};

export const useUpdateAnalyticsConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnalyticsConfig,
    onSuccess: async (saved) => {
      queryClient.setQueryData(analyticsConfigQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: analyticsConfigQueryKey });
    },
  });
};
