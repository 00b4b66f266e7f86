import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payments/{id}/cancel: a CREATED or PENDING payment ends unpaid. */
export const cancelPayment = async ({ id, reason }: { id: string; reason: string }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`/api/admin/payments/${encodeURIComponent(id)}/cancel`, {
    reason,
  });
  return adminPaymentSchema.parse(response.data);
};

export const useCancelPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    // The payment moves between the lists (pending, held, paid): every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
};
