import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemSchema, type Item, type ItemUpdate } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** PUT /api/admin/items/{id}: the whole definition with the version read (409 STALE_VERSION). */
export const updateItem = async ({
  id,
  input,
}: {
  id: string;
  input: ItemUpdate;
}): Promise<Item> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(`/api/admin/items/${encodeURIComponent(id)}`, input);
  return itemSchema.parse(response.data);
};

export const useUpdateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    // Packages show their items' names, so the whole catalogue is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey }),
  });
};
