import { useMemo } from 'react';
import { unifiedQuerySchema, type UnifiedQuery } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';

/** The unified list has one order (agency, then item): the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const { itemId, expiringWithinDays } = unifiedQuerySchema.shape;

export interface UnifiedFilters {
  q?: string;
  itemId?: string;
  /** As typed in the address bar, so a wrong number can be said so. */
  expiring?: string;
}

/** Search, item, expiry window and page in the address bar; junk falls back to no filter. */
export function useUnifiedParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const filters = useMemo(
    (): UnifiedFilters => ({
      q: params.get('q') || undefined,
      itemId: params.get('itemId') || undefined,
      expiring: params.get('expiring') || undefined,
    }),
    [params],
  );
  const query = useMemo(
    (): UnifiedQuery => ({
      q: filters.q,
      itemId: itemId.safeParse(filters.itemId).data,
      expiringWithinDays: expiringWithinDays.safeParse(filters.expiring).data,
      page,
      pageSize,
    }),
    [filters, page, pageSize],
  );
  return { filters, query, update };
}
