import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  adminUserSortSchema,
  PAGE_SIZE_DEFAULT,
  roleSchema,
  sortOrderSchema,
  userStatusSchema,
  type ListAdminUsersQueryInput,
} from '@afrinest/contract';

export type UsersListFilters = Pick<ListAdminUsersQueryInput, 'q' | 'role' | 'status' | 'country'>;

const pick = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, v: unknown) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The users table's search, filters, sort and page live in the address bar, so Back, a reload
 * or a shared link shows the same page. Junk in the URL falls back to the defaults.
 */
export function useUsersListParams() {
  const [params, setParams] = useSearchParams();

  const query = useMemo((): ListAdminUsersQueryInput & { page: number; pageSize: number } => {
    const page = Number(params.get('page'));
    return {
      q: params.get('q') || undefined,
      role: pick(roleSchema, params.get('role')),
      status: pick(userStatusSchema, params.get('status')),
      country: params.get('country') || undefined,
      sort: pick(adminUserSortSchema, params.get('sort')) ?? 'createdAt',
      order: pick(sortOrderSchema, params.get('order')) ?? 'desc',
      page: Number.isInteger(page) && page > 1 ? page : 1,
      pageSize: PAGE_SIZE_DEFAULT,
    };
  }, [params]);

  /** Sets some parameters (empty ones are removed); a new filter or order starts at page 1. */
  // Two updates in one event (a new sort, then "back to page 1") must build on each other;
  // the router's own `prev` is the last render's, so the latest value is kept here.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Record<string, string | number | undefined>, keepPage = false) => {
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

  return { query, update };
}
