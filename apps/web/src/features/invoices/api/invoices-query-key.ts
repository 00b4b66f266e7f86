/** Everything the invoices screen caches. */
export const invoicesQueryKey = ['invoices'] as const;
