import { useMemo } from 'react';
import { AdMessages, adSlotSchema, adStatusSchema, AD_STATS_MAX_DAYS } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { AdsQuery } from '@/features/admin-advertising/api/get-ads';
import { defaultRange } from '@/features/admin-advertising/ad-labels';

/** The API lists ads in its own order: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** What is wrong with a range, in the API's own words; undefined when it may be sent. */
export function rangeError(from: string, to: string): string | undefined {
  if (to < from) return AdMessages.RANGE_REVERSED;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > AD_STATS_MAX_DAYS) return AdMessages.RANGE_TOO_LONG;
  return undefined;
}

/**
 * The filters (q, slot, status), the figures' range (from, to) and the page in the address bar,
 * so a link or a reload shows the same list; junk falls back to "all" and the last 30 days.
 */
export function useAdsParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo((): AdsQuery => {
    const fallback = defaultRange();
    const day = (key: 'from' | 'to') => {
      const value = params.get(key);
      return value && DAY.test(value) ? value : fallback[key];
    };
    return {
      page,
      pageSize,
      q: params.get('q') || undefined,
      slot: adSlotSchema.safeParse(params.get('slot')).data,
      status: adStatusSchema.safeParse(params.get('status')).data,
      from: day('from'),
      to: day('to'),
    };
  }, [params, page, pageSize]);
  return { query, rangeError: rangeError(query.from, query.to), update };
}
