import { useMutation } from '@tanstack/react-query';
import type { OkMessage, ResetPasswordRequest } from '@afrinest/contract';

/** POST /api/auth/reset-password: the mailed token and the new password. */
export const resetPassword = async (input: ResetPasswordRequest): Promise<OkMessage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<OkMessage>('/api/auth/reset-password', input, {
    skipAuthRefresh: true,
  });
  return response.data;
};

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
