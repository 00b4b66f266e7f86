import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recomputeResultSchema } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/agencies/{agencyId}/recompute: cached balances checked against the ledger. */
export const recomputeBalances = async (agencyId: string) => {
  const { entitlementsApi } = await import('@/lib/api-client');
  // It reads the agency's whole ledger, as the breakdown does: the same 30 s client.
  const response = await entitlementsApi.post<unknown>(
    `/api/admin/entitlements/agencies/${encodeURIComponent(agencyId)}/recompute`,
  );
  return recomputeResultSchema.parse(response.data);
};

export const useRecomputeBalances = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recomputeBalances,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
