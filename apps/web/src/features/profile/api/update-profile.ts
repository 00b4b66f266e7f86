import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserProfile } from '@afrinest/contract';

/** The session's profile lives under this key (the auth feature reads it): a save shows at once. */
export const sessionProfileQueryKey = ['auth', 'profile'] as const;

/** PUT /api/users/profile: answers the saved profile. */
export const updateProfile = async (input: UpdateProfileRequest): Promise<UserProfile> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.put<UserProfile>('/api/users/profile', input);
  return response.data;
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(sessionProfileQueryKey, saved),
  });
};
