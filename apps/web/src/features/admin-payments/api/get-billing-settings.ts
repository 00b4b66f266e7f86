import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingSettingsSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** GET /api/admin/settings/billing: VAT, seller details and bank transfer instructions. */
export const getBillingSettings = async () => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/settings/billing');
  return billingSettingsSchema.parse(response.data);
};

export const getBillingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'billing'],
    queryFn: getBillingSettings,
  });

export const useBillingSettings = () => useQuery(getBillingSettingsQueryOptions());
