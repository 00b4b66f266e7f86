import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminPaymentPageSchema,
  type PaymentProviderName,
  type PaymentStatus,
} from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** The query as sent: absent filters are left out; `held` is sent as the text "true". */
export interface PaymentsQuery {
  page: number;
  pageSize: number;
  status?: PaymentStatus;
  provider?: PaymentProviderName;
  agencyId?: string;
  held?: 'true';
  from?: string;
  to?: string;
}

/** GET /api/admin/payments: one page, newest first, filtered on the server. */
export const getAdminPayments = async (query: PaymentsQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/payments', { params: query });
  return adminPaymentPageSchema.parse(response.data);
};

export const getAdminPaymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'payments', query],
    queryFn: () => getAdminPayments(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` while the filters cannot be sent (dates the wrong way round). */
export const useAdminPayments = (query: PaymentsQuery, enabled = true) =>
  useQuery({ ...getAdminPaymentsQueryOptions(query), enabled });
