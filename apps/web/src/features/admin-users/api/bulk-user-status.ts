import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkUserStatusResultSchema,
  type BulkUserStatus,
  type BulkUserStatusResult,
} from '@afrinest/contract';
import { adminUsersQueryKey } from '@/features/admin-users/api/get-admin-users';
import { auditLogQueryKey } from '@/features/admin-users/api/get-user-audit-log';

/** POST /api/admin/users/bulk-status: suspend or reactivate the selected users, all or none. */
export const bulkUserStatus = async (input: BulkUserStatus): Promise<BulkUserStatusResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/users/bulk-status', input);
  return bulkUserStatusResultSchema.parse(response.data);
};

export const useBulkUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUserStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]),
  });
};
