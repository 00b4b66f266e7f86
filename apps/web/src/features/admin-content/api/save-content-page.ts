import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPageSchema, type ContentInput, type ContentUpdate } from '@afrinest/contract';
import { adminContentQueryKey } from '@/features/admin-content/api/query-key';

/** POST /api/admin/content/pages: a new page (409 SLUG_TAKEN when the address is used). */
export const createContentPage = async (input: ContentInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/content/pages', input);
  return contentPageSchema.parse(response.data);
};

/** PUT /api/admin/content/pages/{id}: the whole page with the version read (409 STALE_VERSION). */
export const updateContentPage = async ({ id, input }: { id: string; input: ContentUpdate }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/content/pages/${encodeURIComponent(id)}`,
    input,
  );
  return contentPageSchema.parse(response.data);
};

/** A save (new or edit) refreshes every list, page and history the screens hold. */
export const useSaveContentPage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContentInput | ContentUpdate }) =>
      id && 'version' in input
        ? updateContentPage({ id, input })
        : createContentPage(input as ContentInput),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentQueryKey }),
  });
};
