import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageSchema } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** GET /api/admin/packages/{id}: the whole package with its items, prices and version. */
export const getAdminPackage = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/packages/${encodeURIComponent(id)}`);
  return packageSchema.parse(response.data);
};

export const getAdminPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminCatalogueQueryKey, 'package', id],
    queryFn: () => getAdminPackage(id),
  });

/** An empty id (no package chosen) asks nothing. */
export const useAdminPackage = (id: string) =>
  useQuery({ ...getAdminPackageQueryOptions(id), enabled: id !== '' });
