import { useCallback, useState } from 'react';
import { BulkStatusBar } from '@/features/admin-users/components/bulk-status-bar';
import { UsersFilters } from '@/features/admin-users/components/users-filters';
import { UsersTable } from '@/features/admin-users/components/users-table';
import { useAdminUsers } from '@/features/admin-users/api/get-admin-users';
import {
  useUsersListParams,
  type UsersListFilters,
} from '@/features/admin-users/use-users-list-params';

/** /admin/users: every account, searched, filtered, sorted and paged on the server. */
export function AdminUsersPage() {
  const { query, update } = useUsersListParams();
  const users = useAdminUsers(query);
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionKey, setSelectionKey] = useState(0);

  const clearSelection = useCallback(() => {
    setSelected([]);
    setSelectionKey((k) => k + 1);
  }, []);
  // Other filters show other users: a selection the admin can no longer see must not linger.
  const onFilters = useCallback(
    (patch: Partial<Record<keyof UsersListFilters, string | undefined>>) => {
      update(patch);
      clearSelection();
    },
    [update, clearSelection],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Users</h1>
        <p className="text-sm text-gray-700">
          Open a user for their sign-ins and activity; select users to suspend or reactivate them.
        </p>
      </div>
      <UsersFilters filters={query} onChange={onFilters} />
      <BulkStatusBar selectedIds={selected} onDone={clearSelection} />
      <UsersTable
        page={users.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={query.sort ?? 'createdAt'}
        order={query.order ?? 'desc'}
        onSortChange={(sort, order) => update({ sort, order })}
        isLoading={users.isFetching}
        error={users.isError ? users.error : undefined}
        onRetry={() => void users.refetch()}
        onSelectionChange={setSelected}
        selectionKey={selectionKey}
      />
    </div>
  );
}
