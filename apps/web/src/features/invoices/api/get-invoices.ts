import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicePageSchema, type InvoiceKind } from '@afrinest/contract';
import { invoicesQueryKey } from '@/features/invoices/api/invoices-query-key';

export interface InvoicesQuery {
  page: number;
  pageSize: number;
  kind?: InvoiceKind;
}

/** GET /api/invoices: one page of the caller's agency's invoices and credit notes, newest first. */
export const getInvoices = async (query: InvoicesQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/invoices', { params: query });
  return invoicePageSchema.parse(response.data);
};

export const getInvoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'list', query],
    queryFn: () => getInvoices(query),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: InvoicesQuery) => useQuery(getInvoicesQueryOptions(query));
