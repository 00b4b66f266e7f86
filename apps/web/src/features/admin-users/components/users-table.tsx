import { Link } from 'react-router';
import type { AdminUser, AdminUserSort } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  serverTableProps,
  type DataTableRow,
  type ServerTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import { useAgencyName } from '@/features/admin-users/api/get-agency-name';
import {
  formatDate,
  formatDateTime,
  roleLabels,
  smallLinkClass,
  statusLabels,
  textLinkClass,
} from '@/features/admin-users/user-labels';

const column = createDataTableColumnHelper<AdminUser>();

// Column ids are the API's sort keys, so the table's sorting state is the request's sort.
const columns = column.columns([
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col">
        <Link to={`/admin/users/${row.original.id}/info`} className={textLinkClass}>
          {row.original.name}
        </Link>
        <span className="break-all text-gray-700">{row.original.email}</span>
      </div>
    ),
  }),
  column.accessor('role', { id: 'role', header: 'Role', cell: (c) => roleLabels[c.getValue()] }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: (c) => (
      <Badge tone={c.getValue() === 'ACTIVE' ? 'success' : 'danger'}>
        {statusLabels[c.getValue()]}
      </Badge>
    ),
  }),
  column.accessor('country', {
    id: 'country',
    header: 'Country',
    cell: (c) => c.getValue() ?? '—',
  }),
  column.accessor('lastSignInAt', {
    header: 'Last sign-in',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Joined',
    sortDescFirst: true,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Link
        to={`/admin/users/${row.original.id}/edit`}
        className={smallLinkClass}
        aria-label={`Edit ${row.original.name}`}
      >
        Edit
      </Link>
    ),
  }),
]);

/** The agency by name (asked for only when a row is opened). */
function AgencyName({ id }: { id: string }) {
  const name = useAgencyName(id);
  return <>{name.data ?? (name.isError ? id : '…')}</>;
}

function Details({ row }: { row: DataTableRow<AdminUser> }) {
  const u = row.original;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-gray-700">Email verified</dt>
      <dd>{u.emailVerified ? 'Yes' : 'No'}</dd>
      <dt className="font-medium text-gray-700">Agency</dt>
      <dd className="break-all">{u.agencyId ? <AgencyName id={u.agencyId} /> : 'No agency'}</dd>
      <dt className="font-medium text-gray-700">Region</dt>
      <dd>{u.region ?? '—'}</dd>
      {u.status === 'SUSPENDED' && (
        <>
          <dt className="font-medium text-gray-700">Suspended</dt>
          <dd>
            {formatDateTime(u.suspendedAt)}: {u.suspendedReason ?? 'no reason given'}
          </dd>
        </>
      )}
    </dl>
  );
}

export interface UsersTableProps extends ServerTableProps<AdminUser, AdminUserSort> {
  onSelectionChange(ids: string[]): void;
  /** Changes when the selection must start again (after a bulk change). */
  selectionKey: number;
}

/** The users, one server page at a time, with row selection for the bulk actions. */
export function UsersTable(props: UsersTableProps) {
  return (
    <DataTable
      key={props.selectionKey}
      caption="Users"
      columns={columns}
      {...serverTableProps(props)}
      emptyMessage="No users match these filters."
      getRowLabel={(u) => u.name}
      enableRowSelection
      onRowSelectionChange={props.onSelectionChange}
      renderExpanded={(row) => <Details row={row} />}
    />
  );
}
