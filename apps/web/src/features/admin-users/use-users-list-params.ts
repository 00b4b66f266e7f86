import { useMemo } from 'react';
import {
  adminUserSortSchema,
  roleSchema,
  userStatusSchema,
  type ListAdminUsersQueryInput,
} from '@afrinest/contract';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';

export type UsersListFilters = Pick<ListAdminUsersQueryInput, 'q' | 'role' | 'status' | 'country'>;

/**
 * The users table's search, filters, sort and page live in the address bar, so Back, a reload
 * or a shared link shows the same page. Junk in the URL falls back to the defaults.
 */
export function useUsersListParams() {
  const { params, sort, order, page, pageSize, update } = useTableUrlState(
    adminUserSortSchema,
    'createdAt',
  );

  const query = useMemo(
    (): ListAdminUsersQueryInput & { page: number; pageSize: number } => ({
      q: params.get('q') || undefined,
      role: roleSchema.safeParse(params.get('role')).data,
      status: userStatusSchema.safeParse(params.get('status')).data,
      country: params.get('country') || undefined,
      sort,
      order,
      page,
      pageSize,
    }),
    [params, sort, order, page, pageSize],
  );

  return { query, update };
}
