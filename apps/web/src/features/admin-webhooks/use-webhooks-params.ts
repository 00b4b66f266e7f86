import { useMemo } from 'react';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { WebhooksQuery } from '@/features/admin-webhooks/api/get-webhooks';

/** The API lists endpoints in its own order: the shared URL state's sort is unused. */
export const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };

/** Search, active and the page in the address bar; junk falls back to "all". */
export function useWebhooksParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo((): WebhooksQuery => {
    const active = params.get('active');
    return {
      page,
      pageSize,
      q: params.get('q') || undefined,
      active: active === 'true' || active === 'false' ? active : undefined,
    };
  }, [params, page, pageSize]);
  return { query, update };
}
