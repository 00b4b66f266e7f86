import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebsiteState, WebsiteState } from '@afrinest/contract';
import { websiteStateQueryKey } from '@/features/website-state/api/get-website-state';

/** PUT /api/admin/website-state: admins only; answers the saved state. */
export const updateWebsiteState = async (input: UpdateWebsiteState): Promise<WebsiteState> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.put<WebsiteState>('/api/admin/website-state', input);
  return response.data;
};

export const useUpdateWebsiteState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebsiteState,
    onSuccess: async (saved) => {
      // Show the saved state at once, then ask again so every screen agrees with the server.
      queryClient.setQueryData(websiteStateQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: websiteStateQueryKey });
    },
  });
};
