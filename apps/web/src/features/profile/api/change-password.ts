import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, TokenResponse } from '@afrinest/contract';

/** POST /api/users/change-password: answers a new token; every other session is ended. */
export const changePassword = async (input: ChangePasswordRequest): Promise<TokenResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<TokenResponse>('/api/users/change-password', input);
  return response.data;
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
