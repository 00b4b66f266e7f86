import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quoteSchema, type Quote, type QuoteInput } from '@afrinest/contract';
import { checkoutQueryKey } from '@/features/checkout/api/checkout-query-key';

/** POST /api/payments/quote: the order summary (lines, discount, VAT, total); no payment is made. */
export const getQuote = async (input: QuoteInput): Promise<Quote> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/payments/quote', input);
  return quoteSchema.parse(response.data);
};

export const getQuoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'quote', input],
    queryFn: () => getQuote(input),
    // A POST: asked again only when the order changes, not on every return to the tab.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** The summary shown stays on screen while one with another discount code loads. */
export const useQuote = (input: QuoteInput) =>
  useQuery({ ...getQuoteQueryOptions(input), placeholderData: keepPreviousData });
