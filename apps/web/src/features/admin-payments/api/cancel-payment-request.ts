import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRequestSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payment-requests/{id}/cancel: an OPEN request can no longer be paid. */
export const cancelPaymentRequest = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/payment-requests/${encodeURIComponent(id)}/cancel`,
  );
  return paymentRequestSchema.parse(response.data);
};

export const useCancelPaymentRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPaymentRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'requests'] }),
  });
};
