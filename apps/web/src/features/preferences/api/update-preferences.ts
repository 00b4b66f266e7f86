import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferences } from '@afrinest/contract';
import { preferencesStore } from '@/lib/format-preferences';
import { preferencesQueryKey } from '@/features/preferences/api/get-preferences';

/** PUT /preferences: answers the saved preferences, applied across the app at once. */
export const updatePreferences = async (input: UpdatePreferences): Promise<Preferences> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.put<Preferences>('/preferences', input);
  return response.data;
};

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      preferencesStore.set(saved);
    },
  });
};
