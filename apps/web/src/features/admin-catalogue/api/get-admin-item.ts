import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemDetailSchema } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** GET /api/admin/items/{id}: the item, the packages holding it and the agencies holding it. */
export const getAdminItem = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/items/${encodeURIComponent(id)}`);
  return itemDetailSchema.parse(response.data);
};

export const getAdminItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminCatalogueQueryKey, 'item', id],
    queryFn: () => getAdminItem(id),
  });

export const useAdminItem = (id: string) => useQuery(getAdminItemQueryOptions(id));
