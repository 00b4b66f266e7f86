import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser, type UpdateAdminUser } from '@afrinest/contract';
import { adminUsersQueryKey } from '@/features/admin-users/api/get-admin-users';
import { auditLogQueryKey } from '@/features/admin-users/api/get-user-audit-log';

/** PATCH /api/admin/users/{id}: name, role, agency, status; audited, applies on the next request. */
export const updateAdminUser = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateAdminUser;
}): Promise<AdminUser> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.patch<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, input);
  return adminUserSchema.parse(response.data);
};

export const useUpdateAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminUsersQueryKey, 'detail', saved.id], saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
};
