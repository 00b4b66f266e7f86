import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountSchema, type DiscountUpdate } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** PUT /api/admin/discounts/{id}: the whole code with the version read (409 STALE_VERSION). */
export const updateDiscount = async ({ id, input }: { id: string; input: DiscountUpdate }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(`/api/admin/discounts/${encodeURIComponent(id)}`, input);
  return discountSchema.parse(response.data);
};

export const useUpdateDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'discounts'] }),
  });
};
