import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  catalogueStatusSchema,
  itemKindSchema,
  packageVisibilitySchema,
  PAGE_SIZE_DEFAULT,
} from '@afrinest/contract';
import type { ItemsQuery } from '@/features/admin-catalogue/api/get-admin-items';
import type { PackagesQuery } from '@/features/admin-catalogue/api/get-admin-packages';

/** Sets some of one table's parameters (empty ones are removed); a new filter starts at page 1. */
export type ListUpdate = (
  patch: Record<string, string | number | undefined>,
  keepPage?: boolean,
) => void;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * Both tables' search, filters and page in the address bar, so Back, a reload or a link keeps
 * them. Items use q, status, kind, page; packages the same names with a "p" in front (pq,
 * pstatus, pvisibility, ppage), so paging one table leaves the other where it was.
 */
export function useCatalogueListParams() {
  const [params, setParams] = useSearchParams();
  // Two updates in one event must build on each other (as the shared table URL state does).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const updater = useCallback(
    (prefix: '' | 'p'): ListUpdate =>
      (patch, keepPage = false) => {
        const next = new URLSearchParams(latest.current);
        for (const [key, value] of Object.entries(patch)) {
          const name = `${prefix}${key}`;
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!keepPage || next.get(`${prefix}page`) === '1') next.delete(`${prefix}page`);
        latest.current = next;
        setParams(next, { replace: true });
      },
    [setParams],
  );

  const items = useMemo(
    (): ItemsQuery => ({
      q: params.get('q') || undefined,
      status: catalogueStatusSchema.safeParse(params.get('status')).data,
      kind: itemKindSchema.safeParse(params.get('kind')).data,
      page: pageOf(params.get('page')),
      pageSize: PAGE_SIZE_DEFAULT,
    }),
    [params],
  );
  const packages = useMemo(
    (): PackagesQuery => ({
      q: params.get('pq') || undefined,
      status: catalogueStatusSchema.safeParse(params.get('pstatus')).data,
      visibility: packageVisibilitySchema.safeParse(params.get('pvisibility')).data,
      page: pageOf(params.get('ppage')),
      pageSize: PAGE_SIZE_DEFAULT,
    }),
    [params],
  );
  const updateItems = useMemo(() => updater(''), [updater]);
  const updatePackages = useMemo(() => updater('p'), [updater]);
  return { items, packages, updateItems, updatePackages };
}
