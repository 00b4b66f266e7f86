import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payments/{id}/release: a held payment succeeds and credits the agency. */
export const releasePayment = async ({ id, reason }: { id: string; reason: string }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/payments/${encodeURIComponent(id)}/release`,
    { reason },
  );
  return adminPaymentSchema.parse(response.data);
};

export const useReleasePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releasePayment,
    // The payment moves between the lists (pending, held, paid): every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
};
