import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, OkMessage } from '@afrinest/contract';

/** POST /api/auth/forgot-password: the same answer whether the address has an account or not. */
export const forgotPassword = async (input: ForgotPasswordRequest): Promise<OkMessage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<OkMessage>('/api/auth/forgot-password', input, {
    skipAuthRefresh: true,
    // A limit here lasts up to an hour: say so at once instead of waiting behind the button.
    rateLimitHandled: true,
  });
  return response.data;
};

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
