import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { packageLimitSchema, type packageLimitInputSchema } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

export type PackageLimitInput = z.infer<typeof packageLimitInputSchema>;

/** PUT /api/admin/purchase-limits/packages/{packageId}: sets (or replaces) a package's limit. */
export const setPackageLimit = async ({
  packageId,
  input,
}: {
  packageId: string;
  input: PackageLimitInput;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/purchase-limits/packages/${encodeURIComponent(packageId)}`,
    input,
  );
  return packageLimitSchema.parse(response.data);
};

export const useSetPackageLimit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPackageLimit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminPaymentsQueryKey, 'limits'] }),
  });
};
