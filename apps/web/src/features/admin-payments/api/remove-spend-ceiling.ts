import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** DELETE /api/admin/purchase-limits/agencies/{agencyId}/{currency}: no ceiling in that currency. */
export const removeSpendCeiling = async ({
  agencyId,
  currency,
}: {
  agencyId: string;
  currency: Currency;
}) => {
  const { api } = await import('@/lib/api-client');
  await api.delete(
    `/api/admin/purchase-limits/agencies/${encodeURIComponent(agencyId)}/${currency}`,
  );
};

export const useRemoveSpendCeiling = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSpendCeiling,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'limits'] }),
  });
};
