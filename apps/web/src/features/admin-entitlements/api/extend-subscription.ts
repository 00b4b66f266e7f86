import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type ExtendInput } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/subscriptions/{id}/extend: the period and its grants last longer (audited). */
export const extendSubscription = async ({ id, input }: { id: string; input: ExtendInput }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/subscriptions/${encodeURIComponent(id)}/extend`,
    input,
  );
  return subscriptionSchema.parse(response.data);
};

export const useExtendSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
