import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payments/{id}/refund: SUCCEEDED → REFUNDED; a credit note is issued and what is unused is taken back. */
export const refundPayment = async ({ id, reason }: { id: string; reason: string }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, {
    reason,
  });
  return adminPaymentSchema.parse(response.data);
};

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // The payment moves between the lists (pending, held, paid): every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
};
