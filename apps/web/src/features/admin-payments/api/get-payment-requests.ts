import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRequestPageSchema, type PaymentRequestStatus } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

export interface PaymentRequestsQuery {
  page: number;
  pageSize: number;
  status?: PaymentRequestStatus;
}

/** GET /api/admin/payment-requests: one page of the custom payment requests, newest first. */
export const getPaymentRequests = async (query: PaymentRequestsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/payment-requests', { params: query });
  return paymentRequestPageSchema.parse(response.data);
};

export const getPaymentRequestsQueryOptions = (query: PaymentRequestsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'requests', query],
    queryFn: () => getPaymentRequests(query),
    placeholderData: keepPreviousData,
  });

export const usePaymentRequests = (query: PaymentRequestsQuery) =>
  useQuery(getPaymentRequestsQueryOptions(query));
