import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spendCeilingSchema, type PriceInput } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** PUT /api/admin/purchase-limits/agencies/{agencyId}: an agency's monthly ceiling in a currency. */
export const setSpendCeiling = async ({
  agencyId,
  ceiling,
}: {
  agencyId: string;
  ceiling: PriceInput;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/purchase-limits/agencies/${encodeURIComponent(agencyId)}`,
    { ceiling },
  );
  return spendCeilingSchema.parse(response.data);
};

export const useSetSpendCeiling = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSpendCeiling,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'limits'] }),
  });
};
