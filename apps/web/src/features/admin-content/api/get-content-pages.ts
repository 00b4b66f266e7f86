import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentPageListSchema, type ContentKind, type ContentStatus } from '@afrinest/contract';
import { adminContentQueryKey } from '@/features/admin-content/api/query-key';

/** The query as sent: absent filters are left out. */
export interface ContentPagesQuery {
  page: number;
  pageSize: number;
  q?: string;
  kind?: ContentKind;
  status?: ContentStatus;
}

/** GET /api/admin/content/pages: one page of pages and posts, filtered on the server. */
export const getContentPages = async (query: ContentPagesQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/content/pages', { params: query });
  return contentPageListSchema.parse(response.data);
};

export const useContentPages = (query: ContentPagesQuery) =>
  useQuery({
    queryKey: [...adminContentQueryKey, 'list', query],
    queryFn: () => getContentPages(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });
