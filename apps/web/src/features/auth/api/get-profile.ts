import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@afrinest/contract';

export const getProfile = async (): Promise<UserProfile> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<UserProfile>('/api/users/profile');
  return response.data;
};

export const profileQueryKey = ['auth', 'profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: getProfile,
    // A failure is reported once (a toast) and the user is treated as signed out: no retries.
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The signed-in user's profile; only asked for when a token is stored. */
export const useProfile = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getProfileQueryOptions(), enabled });
