import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@afrinest/contract';
import { checkoutQueryKey } from '@/features/checkout/api/checkout-query-key';

/** How often a payment is asked again while the provider has not confirmed it. */
export const PAYMENT_POLL_MS = 2_000;
/** Polling stops after this; the page then offers to check again by hand. */
export const PAYMENT_POLL_FOR_MS = 10 * 60_000;

export const paymentQueryKey = (id: string) => [...checkoutQueryKey, 'payment', id] as const;

/**
 * GET /api/payments/{id}: the caller's agency's payment. Past the client's 5 s GET cache, which
 * would answer a poll unchanged; read without zod, as the return pages are public (ADR 0018).
 */
export const getPayment = async (id: string): Promise<Payment> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<Payment>(`/api/payments/${encodeURIComponent(id)}`, {
    fresh: true,
  });
  return response.data;
};

/** Waiting on the provider: not ended, and not held for an admin. */
export const isAwaitingProvider = (payment: Payment | undefined): boolean =>
  payment !== undefined &&
  (payment.status === 'CREATED' || payment.status === 'PENDING') &&
  payment.heldReason === null;

export const getPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentQueryKey(id), queryFn: () => getPayment(id) });

/**
 * The payment, asked again every 2 s while it awaits the provider and until `pollUntil` (a
 * time in ms). `enabled` waits for the refresh the page asks for on arrival.
 */
export function usePayment(
  id: string,
  { enabled, pollUntil }: { enabled: boolean; pollUntil: number },
) {
  return useQuery({
    ...getPaymentQueryOptions(id),
    enabled,
    // The refresh's answer is already in the cache: no second request at once.
    staleTime: PAYMENT_POLL_MS / 2,
    refetchInterval: (query) =>
      isAwaitingProvider(query.state.data) && Date.now() < pollUntil ? PAYMENT_POLL_MS : false,
  });
}
