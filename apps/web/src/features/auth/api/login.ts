import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@afrinest/contract';

/** POST /api/auth/login: 200 with the bearer token and the profile, or an error body. */
export const login = async (input: LoginRequest): Promise<TokenResponse> => {
  // A 401 here means wrong credentials, not an expired session: never refresh on it.
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<TokenResponse>('/api/auth/login', input, {
    skipAuthRefresh: true,
  });
  return response.data;
};

export const useLoginMutation = () => useMutation({ mutationFn: login });
