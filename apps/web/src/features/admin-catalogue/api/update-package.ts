import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageSchema, type Package, type PackageUpdate } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/**
 * PUT /api/admin/packages/{id}: the whole package (items, prices and all) with the version read;
 * an older version answers 409 STALE_VERSION.
 */
export const updatePackage = async ({
  id,
  input,
}: {
  id: string;
  input: PackageUpdate;
}): Promise<Package> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(`/api/admin/packages/${encodeURIComponent(id)}`, input);
  return packageSchema.parse(response.data);
};

export const useUpdatePackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminCatalogueQueryKey, 'package', saved.id], saved);
      // Lists and item pages show packages and their quantities.
      await queryClient.invalidateQueries({
        queryKey: adminCatalogueQueryKey,
        predicate: (q) => q.queryKey[2] !== saved.id,
      });
    },
  });
};
