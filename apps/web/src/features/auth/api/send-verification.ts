import { useMutation } from '@tanstack/react-query';
import type { SendVerificationRequest, SendVerificationResponse } from '@afrinest/contract';

/** POST /api/auth/send-verification: one more verification mail, at most one a minute. */
export const sendVerification = async (
  input: SendVerificationRequest,
): Promise<SendVerificationResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<SendVerificationResponse>('/api/auth/send-verification', input, {
    skipAuthRefresh: true,
    // A 429 is the cool-down the page counts down visibly: never wait it out behind the button.
    rateLimitHandled: true,
  });
  return response.data;
};

export const useSendVerificationMutation = () => useMutation({ mutationFn: sendVerification });
