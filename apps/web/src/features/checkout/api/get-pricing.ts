import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@afrinest/contract';
import { checkoutQueryKey } from '@/features/checkout/api/checkout-query-key';

/**
 * GET /api/packages (public): the packages on sale, in their order, and the VAT rate. Read
 * without zod: /pricing is a public page that stays light (ADR 0018), and the API answers
 * with the contract's pricingSchema.
 */
export const getPricing = async (): Promise<Pricing> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<Pricing>('/api/packages');
  return response.data;
};

export const getPricingQueryOptions = () =>
  queryOptions({ queryKey: [...checkoutQueryKey, 'pricing'], queryFn: getPricing });

export const usePricing = () => useQuery(getPricingQueryOptions());
