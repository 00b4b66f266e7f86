import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** DELETE /api/admin/purchase-limits/packages/{packageId}: the package may be bought freely. */
export const removePackageLimit = async (packageId: string) => {
  const { api } = await import('@/lib/api-client');
  await api.delete(`/api/admin/purchase-limits/packages/${encodeURIComponent(packageId)}`);
};

export const useRemovePackageLimit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePackageLimit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'limits'] }),
  });
};
