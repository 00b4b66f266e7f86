import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsResultSchema, type GiftInput } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/gifts: a package or an item at no price; super agents are mailed. */
export const sendGift = async (input: GiftInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/entitlements/gifts', input);
  return operationsResultSchema.parse(response.data);
};

export const useSendGift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
