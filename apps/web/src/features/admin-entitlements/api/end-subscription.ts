import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/subscriptions/{id}/end: the period ends now and the expiry runs (audited). */
export const endSubscription = async ({ id, reason }: { id: string; reason: string }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/subscriptions/${encodeURIComponent(id)}/end`,
    { reason },
  );
  return subscriptionSchema.parse(response.data);
};

export const useEndSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
