import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payments/{id}/mark-received: a bank transfer seen on the account (bank transfers only); the agency is credited. */
export const markPaymentReceived = async ({
  id,
  bankReference,
}: {
  id: string;
  bankReference: string;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/payments/${encodeURIComponent(id)}/mark-received`,
    { bankReference },
  );
  return adminPaymentSchema.parse(response.data);
};

export const useMarkPaymentReceived = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaymentReceived,
    // The payment moves between the lists (pending, held, paid): every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
};
