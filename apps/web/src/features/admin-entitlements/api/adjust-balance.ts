import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerOperationSchema, type AdjustInput } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/agencies/{agencyId}/adjust: ± on the agency's pool, with a reason. */
export const adjustBalance = async ({
  agencyId,
  input,
}: {
  agencyId: string;
  input: AdjustInput;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/entitlements/agencies/${encodeURIComponent(agencyId)}/adjust`,
    input,
  );
  return ledgerOperationSchema.parse(response.data);
};

export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
