import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageSchema, type Package, type PackageInput } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** POST /api/admin/packages: a new package (409 CODE_TAKEN when its code is used). */
export const createPackage = async (input: PackageInput): Promise<Package> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/packages', input);
  return packageSchema.parse(response.data);
};

export const useCreatePackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminCatalogueQueryKey, 'package', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: [...adminCatalogueQueryKey, 'packages'] });
    },
  });
};
