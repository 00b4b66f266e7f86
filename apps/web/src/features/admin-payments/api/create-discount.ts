import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountSchema, type DiscountInput } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** POST /api/admin/discounts: a new code (409 CODE_TAKEN when the code exists). */
export const createDiscount = async (input: DiscountInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/discounts', input);
  return discountSchema.parse(response.data);
};

export const useCreateDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'discounts'] }),
  });
};
