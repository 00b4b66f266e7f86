import { useQuery } from '@tanstack/react-query';
import { contentPageSchema } from '@afrinest/contract';
import { adminContentQueryKey } from '@/features/admin-content/api/query-key';

export const contentPageQueryKey = (id: string) => [...adminContentQueryKey, 'page', id] as const;

/** GET /api/admin/content/pages/{id}: the page as saved last, drafts included. */
export const getContentPage = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  // fresh: after someone else's save (409) the reload must not be answered from the 5 s cache.
  const response = await api.get<unknown>(`/api/admin/content/pages/${encodeURIComponent(id)}`, {
    fresh: true,
  });
  return contentPageSchema.parse(response.data);
};

export const useContentPage = (id: string) =>
  useQuery({ queryKey: contentPageQueryKey(id), queryFn: () => getContentPage(id) });
