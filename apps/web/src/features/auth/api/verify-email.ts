import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@afrinest/contract';

/** GET /api/auth/verify-email?token=…: confirms the address the link was sent to. */
export const verifyEmail = async (token: string): Promise<VerifyEmailResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<VerifyEmailResponse>('/api/auth/verify-email', {
    params: { token },
    skipAuthRefresh: true,
  });
  return response.data;
};

export const getVerifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    // A verification link works once: never call it again behind the user's back.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (token: string) =>
  useQuery({ ...getVerifyEmailQueryOptions(token), enabled: token !== '' });
