import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserInfoSchema, type AdminUserInfo } from '@afrinest/contract';
import { adminUsersQueryKey } from '@/features/admin-users/api/get-admin-users';

/** GET /api/admin/users/{id}/info: the account, recent sign-ins and API use. */
export const getAdminUserInfo = async (id: string): Promise<AdminUserInfo> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/users/${encodeURIComponent(id)}/info`);
  return adminUserInfoSchema.parse(response.data);
};

export const getAdminUserInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'info', id],
    queryFn: () => getAdminUserInfo(id),
  });

export const useAdminUserInfo = (id: string) => useQuery(getAdminUserInfoQueryOptions(id));
