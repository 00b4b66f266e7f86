import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packagePageSchema, type ListPackagesQuery } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** The query as sent: an absent search is left out. */
export type PackagesQuery = Omit<ListPackagesQuery, 'q'> & { q?: string };

/** GET /api/admin/packages: one page (by position, then name), searched and filtered. */
export const getAdminPackages = async (query: PackagesQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/packages', { params: query });
  return packagePageSchema.parse(response.data);
};

export const getAdminPackagesQueryOptions = (query: PackagesQuery) =>
  queryOptions({
    queryKey: [...adminCatalogueQueryKey, 'packages', query],
    queryFn: () => getAdminPackages(query),
    placeholderData: keepPreviousData,
  });

export const useAdminPackages = (query: PackagesQuery) =>
  useQuery(getAdminPackagesQueryOptions(query));
