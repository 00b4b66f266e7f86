import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSchema, type Invoice } from '@afrinest/contract';
import { invoicesQueryKey } from '@/features/invoices/api/invoices-query-key';

/** GET /api/invoices/{id}: one invoice or credit note, with its lines and parties. */
export const getInvoice = async (id: string): Promise<Invoice> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/invoices/${encodeURIComponent(id)}`);
  return invoiceSchema.parse(response.data);
};

export const getInvoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...invoicesQueryKey, 'one', id], queryFn: () => getInvoice(id) });

export const useInvoice = (id: string) => useQuery(getInvoiceQueryOptions(id));
