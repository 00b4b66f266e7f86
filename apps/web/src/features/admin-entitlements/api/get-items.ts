import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemPageSchema, PAGE_SIZE_MAX, type CatalogueStatus } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/**
 * GET /api/admin/items: the catalogue for the item choices. A catalogue is a few dozen items,
 * so the largest page holds it; archived ones are asked for only where history is read.
 */
export const getItems = async (status: CatalogueStatus | undefined) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/items', {
    params: { status, page: 1, pageSize: PAGE_SIZE_MAX },
  });
  return itemPageSchema.parse(response.data);
};

export const getItemsQueryOptions = (status: CatalogueStatus | undefined) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'items', status ?? 'ALL'],
    queryFn: () => getItems(status),
  });

/** Active items to grant; pass undefined for every item (filters, usage). */
export const useItems = (status: CatalogueStatus | undefined = 'ACTIVE') =>
  useQuery(getItemsQueryOptions(status));
