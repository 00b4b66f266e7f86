import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE_DEFAULT, type AuditEntry } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Card } from '@/components/ui';
import { useAuditLog } from '@/features/admin-users/api/get-user-audit-log';
import { actionLabel, changesOf } from '@/features/admin-users/audit-labels';
import { formatDateTime, textLinkClass } from '@/features/admin-users/user-labels';

const column = createDataTableColumnHelper<AuditEntry>();

/** Columns for the activity of `userId`: an action on another account links to that one. */
const columnsFor = (userId: string) =>
  column.columns([
    column.accessor('createdAt', {
      header: 'When',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('actor', {
      header: 'Who',
      enableSorting: false,
      cell: (c) => {
        const actor = c.getValue();
        return actor ? (
          <Link to={`/admin/users/${actor.id}/info`} className={textLinkClass}>
            {actor.name}
          </Link>
        ) : (
          'System'
        );
      },
    }),
    column.accessor('action', {
      header: 'What',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span>{actionLabel(row.original.action)}</span>
          {row.original.entity === 'user' &&
            row.original.entityId &&
            (row.original.entityId === userId ? (
              <span className="text-xs text-gray-700">on this account</span>
            ) : (
              <Link to={`/admin/users/${row.original.entityId}/info`} className={textLinkClass}>
                on another account
              </Link>
            ))}
        </div>
      ),
    }),
    column.display({
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => (
        <ul className="flex flex-col gap-0.5 text-xs text-gray-800">
          {changesOf(row.original.before, row.original.after).map((line) => (
            <li key={line} className="break-all">
              {line}
            </li>
          ))}
        </ul>
      ),
    }),
  ]);

/** Admin actions by this user and on this user's account, newest first, paged on the server. */
export function UserActivityTable({ userId }: { userId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const columns = useMemo(() => columnsFor(userId), [userId]);
  const log = useAuditLog({ userId, page: pageIndex + 1, pageSize: PAGE_SIZE_DEFAULT });
  return (
    <Card title="Recent activity: admin actions">
      <DataTable
        caption="Admin actions by or on this user"
        columns={columns}
        data={log.data?.data ?? []}
        total={log.data?.total ?? 0}
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={setPageIndex}
        sorting={[]}
        onSortingChange={() => undefined}
        isLoading={log.isFetching}
        error={log.isError ? log.error : undefined}
        onRetry={() => void log.refetch()}
        emptyMessage="No admin actions by or on this user yet."
        getRowLabel={(e) => `${actionLabel(e.action)} at ${formatDateTime(e.createdAt)}`}
        renderExpanded={(row) => (
          <div className="grid gap-3 text-xs sm:grid-cols-2">
            <div>
              <p className="font-semibold text-gray-900">Before</p>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all">
                {JSON.stringify(row.original.before, null, 2)}
              </pre>
            </div>
            <div>
              <p className="font-semibold text-gray-900">After</p>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all">
                {JSON.stringify(row.original.after, null, 2)}
              </pre>
            </div>
          </div>
        )}
      />
    </Card>
  );
}
