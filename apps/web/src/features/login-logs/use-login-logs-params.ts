import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  loginLogSortSchema,
  PAGE_SIZE_DEFAULT,
  sortOrderSchema,
  type ListLoginLogsQueryInput,
  type LoginLogSort,
} from '@afrinest/contract';

/** The filters as the form holds them: dates are the admin's local days (YYYY-MM-DD). */
export interface LoginLogFilters {
  user?: string;
  success?: 'true' | 'false';
  ip?: string;
  fromDay?: string;
  toDay?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);

/** A local day's first and last instant, as the API wants them (ISO 8601 with offset). */
export const startOfDay = (d: string) => new Date(`${d}T00:00:00`).toISOString();
export const endOfDay = (d: string) => new Date(`${d}T23:59:59.999`).toISOString();

/** The end day before the start day: the form says so instead of asking the server. */
export const rangeIsBackwards = (f: LoginLogFilters) =>
  Boolean(f.fromDay && f.toDay && f.fromDay > f.toDay);

/**
 * Filters, sort and page in the address bar (so /admin/users/{id}/info can link to one user's
 * sign-ins, and Back or a reload keeps the view). Junk in the URL falls back to the defaults.
 */
export function useLoginLogsParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo((): LoginLogFilters => {
    const success = params.get('success');
    return {
      user: params.get('user') || undefined,
      success: success === 'true' || success === 'false' ? success : undefined,
      ip: params.get('ip') || undefined,
      fromDay: day(params.get('from')),
      toDay: day(params.get('to')),
    };
  }, [params]);

  const sort: LoginLogSort = loginLogSortSchema.safeParse(params.get('sort')).data ?? 'createdAt';
  const order = sortOrderSchema.safeParse(params.get('order')).data ?? 'desc';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const query = useMemo((): ListLoginLogsQueryInput & { page: number; pageSize: number } => {
    const backwards = rangeIsBackwards(filters);
    return {
      user: filters.user,
      success: filters.success,
      ip: filters.ip,
      from: filters.fromDay ? startOfDay(filters.fromDay) : undefined,
      to: filters.toDay && !backwards ? endOfDay(filters.toDay) : undefined,
      sort,
      order,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    };
  }, [filters, sort, order, page]);

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

  return { filters, query, sort, order, page, update };
}
