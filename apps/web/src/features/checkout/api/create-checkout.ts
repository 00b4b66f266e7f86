import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  checkoutResultSchema,
  type checkoutInputSchema,
  type CheckoutResult,
} from '@afrinest/contract';

/** What the checkout form sends: the contract's parsed input (phone in E.164, code upper-case). */
export type CheckoutRequest = z.output<typeof checkoutInputSchema>;

/**
 * POST /api/payments/checkout: 201 with a new payment, 200 with the same one for an idempotency
 * key already used. 402/409/422 carry the reason (purchase limit, spend ceiling, no price…).
 */
export const createCheckout = async (input: CheckoutRequest): Promise<CheckoutResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/payments/checkout', input);
  return checkoutResultSchema.parse(response.data);
};

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
