import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { itemPageSchema, type ListItemsQuery } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** The query as sent: an absent search is left out. */
export type ItemsQuery = Omit<ListItemsQuery, 'q'> & { q?: string };

/** GET /api/admin/items: one page, searched (q) and filtered by status and kind. */
export const getAdminItems = async (query: ItemsQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/items', { params: query });
  return itemPageSchema.parse(response.data);
};

export const getAdminItemsQueryOptions = (query: ItemsQuery) =>
  queryOptions({
    queryKey: [...adminCatalogueQueryKey, 'items', query],
    queryFn: () => getAdminItems(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });

export const useAdminItems = (query: ItemsQuery) => useQuery(getAdminItemsQueryOptions(query));
