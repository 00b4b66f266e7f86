import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingSettingsSchema, type BillingSettings } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** PUT /api/admin/settings/billing: the whole settings; invoices issued from now use them. */
export const updateBillingSettings = async (input: BillingSettings) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>('/api/admin/settings/billing', input);
  return billingSettingsSchema.parse(response.data);
};

export const useUpdateBillingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingSettings,
    onSuccess: (saved) => queryClient.setQueryData([...adminPaymentsQueryKey, 'billing'], saved),
  });
};
