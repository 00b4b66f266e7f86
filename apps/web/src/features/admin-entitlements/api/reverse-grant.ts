import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerOperationSchema } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/operations/{id}/reverse: what is unused of a grant goes back. */
export const reverseGrant = async ({
  operationId,
  reason,
}: {
  operationId: string;
  reason: string;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/entitlements/operations/${encodeURIComponent(operationId)}/reverse`,
    { reason },
  );
  return ledgerOperationSchema.parse(response.data);
};

export const useReverseGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseGrant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
