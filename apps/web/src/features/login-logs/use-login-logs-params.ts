import { useMemo } from 'react';
import { loginLogSortSchema, type ListLoginLogsQueryInput } from '@afrinest/contract';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';

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
  const { params, sort, order, page, pageSize, update } = useTableUrlState(
    loginLogSortSchema,
    'createdAt',
  );

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
      pageSize,
    };
  }, [filters, sort, order, page, pageSize]);

  return { filters, query, sort, order, page, update };
}
