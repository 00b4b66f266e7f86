import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRequestSchema, type PaymentRequestInput } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/payment-requests: a request to pay, mailed to the agency's super agents. */
export const createPaymentRequest = async (input: PaymentRequestInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/payment-requests', input);
  return paymentRequestSchema.parse(response.data);
};

export const useCreatePaymentRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'requests'] }),
  });
};
