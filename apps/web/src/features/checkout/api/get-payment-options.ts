import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOptionsSchema, type PaymentOptions } from '@afrinest/contract';
import { checkoutQueryKey } from '@/features/checkout/api/checkout-query-key';

/** GET /api/payments/options: the ways of paying on offer and the agencies the caller buys for. */
export const getPaymentOptions = async (): Promise<PaymentOptions> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/payments/options');
  return paymentOptionsSchema.parse(response.data);
};

export const getPaymentOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...checkoutQueryKey, 'options'], queryFn: getPaymentOptions });

export const usePaymentOptions = () => useQuery(getPaymentOptionsQueryOptions());
