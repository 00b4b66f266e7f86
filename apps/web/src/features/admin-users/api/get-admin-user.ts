import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser } from '@afrinest/contract';
import { adminUsersQueryKey } from '@/features/admin-users/api/get-admin-users';

/** GET /api/admin/users/{id}: one account, for the edit form. */
export const getAdminUser = async (id: string): Promise<AdminUser> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/users/${encodeURIComponent(id)}`);
  return adminUserSchema.parse(response.data);
};

export const getAdminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'detail', id],
    queryFn: () => getAdminUser(id),
    // The admin may leave to look something up: coming back must not reset a half-done edit.
    refetchOnWindowFocus: false,
  });

export const useAdminUser = (id: string) => useQuery(getAdminUserQueryOptions(id));
