import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@afrinest/contract';
import { paymentQueryKey } from '@/features/checkout/api/get-payment';

/**
 * POST /api/payments/{id}/refresh: the API asks the provider now, so a payer back from its page
 * need not wait for the webhook. Read without zod, as getPayment is.
 */
export const refreshPayment = async (id: string): Promise<Payment> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<Payment>(`/api/payments/${encodeURIComponent(id)}/refresh`);
  return response.data;
};

export const useRefreshPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPayment,
    onSuccess: (payment, id) => queryClient.setQueryData(paymentQueryKey(id), payment),
  });
};
