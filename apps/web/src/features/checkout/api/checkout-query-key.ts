/** Everything the checkout screens cache: pricing, options, quotes, payments, requests. */
export const checkoutQueryKey = ['checkout'] as const;
