import { useMemo } from 'react';
import { contentKindSchema, contentStatusSchema } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { ContentPagesQuery } from '@/features/admin-content/api/get-content-pages';

/** The API lists pages in its own order: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };

/**
 * The filters (q, kind, status) and the page in the address bar, so a link or a reload shows the
 * same list; junk in the address falls back to "all".
 */
export function useContentPagesParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo(
    (): ContentPagesQuery => ({
      page,
      pageSize,
      q: params.get('q') || undefined,
      kind: contentKindSchema.safeParse(params.get('kind')).data,
      status: contentStatusSchema.safeParse(params.get('status')).data,
    }),
    [params, page, pageSize],
  );
  return { query, update };
}
