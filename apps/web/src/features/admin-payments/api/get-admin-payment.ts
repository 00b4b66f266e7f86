import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaymentDetailSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** GET /api/admin/payments/{id}: the payment with every provider event it received. */
export const getAdminPayment = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/payments/${encodeURIComponent(id)}`);
  return adminPaymentDetailSchema.parse(response.data);
};

export const getAdminPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'payment', id],
    queryFn: () => getAdminPayment(id),
  });

export const useAdminPayment = (id: string) => useQuery(getAdminPaymentQueryOptions(id));
