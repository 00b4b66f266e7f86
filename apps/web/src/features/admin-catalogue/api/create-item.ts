import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemSchema, type Item, type ItemInput } from '@afrinest/contract';
import { adminCatalogueQueryKey } from '@/features/admin-catalogue/api/catalogue-query-key';

/** POST /api/admin/items: a new item (409 CODE_TAKEN when its code is used). */
export const createItem = async (input: ItemInput): Promise<Item> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/items', input);
  return itemSchema.parse(response.data);
};

export const useCreateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey }),
  });
};
