import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRequestSchema, type PaymentRequest } from '@afrinest/contract';
import { checkoutQueryKey } from '@/features/checkout/api/checkout-query-key';

/** GET /api/payments/requests/{id}: what an admin asked the caller's agency to pay. */
export const getPaymentRequest = async (id: string): Promise<PaymentRequest> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/payments/requests/${encodeURIComponent(id)}`);
  return paymentRequestSchema.parse(response.data);
};

export const getPaymentRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'request', id],
    queryFn: () => getPaymentRequest(id),
  });

export const usePaymentRequest = (id: string) => useQuery(getPaymentRequestQueryOptions(id));
