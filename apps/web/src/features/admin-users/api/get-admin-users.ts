import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminUserPageSchema,
  type AdminUserPage,
  type ListAdminUsersQueryInput,
} from '@afrinest/contract';

/** GET /api/admin/users: one page, searched, filtered and sorted by the server. */
export const getAdminUsers = async (query: ListAdminUsersQueryInput): Promise<AdminUserPage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/users', { params: query });
  return adminUserPageSchema.parse(response.data);
};

/** Everything cached about users in the admin area; a change invalidates it all. */
export const adminUsersQueryKey = ['admin-users'] as const;

export const getAdminUsersQueryOptions = (query: ListAdminUsersQueryInput) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: () => getAdminUsers(query),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: ListAdminUsersQueryInput) =>
  useQuery(getAdminUsersQueryOptions(query));
