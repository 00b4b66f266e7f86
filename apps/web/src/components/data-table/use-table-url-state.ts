import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, sortOrderSchema, type SortOrder } from '@afrinest/contract';

/** A contract schema for a sort key, or anything else that can safely parse one. */
export interface SortSchema<Sort extends string> {
  safeParse(value: unknown): { data?: Sort };
}

/** Sets some parameters (empty ones are removed); a new filter or order starts at page 1. */
export type TableUrlUpdate = (
  patch: Record<string, string | number | undefined>,
  keepPage?: boolean,
) => void;

/**
 * A server-side table's sort, order and page in the address bar (`sort`, `order`, `page`), so
 * Back, a reload or a shared link shows the same page; junk falls back to the defaults. The
 * caller reads its own filters from `params` and writes them through `update`.
 */
export function useTableUrlState<Sort extends string>(
  sortSchema: SortSchema<Sort>,
  defaultSort: Sort,
) {
  const [params, setParams] = useSearchParams();

  const sort: Sort = sortSchema.safeParse(params.get('sort')).data ?? defaultSort;
  const order: SortOrder = sortOrderSchema.safeParse(params.get('order')).data ?? 'desc';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  // Two updates in one event (a new sort, then "back to page 1") must build on each other;
  // the router's own `prev` is the last render's, so the latest value is kept here.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback<TableUrlUpdate>(
    (patch, keepPage = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!keepPage || next.get('page') === '1') next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { params, sort, order, page, pageSize: PAGE_SIZE_DEFAULT, update };
}
