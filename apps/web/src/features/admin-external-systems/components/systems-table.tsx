import { Link } from 'react-router';
import type { ExternalSystem } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  formatDate,
  formatDateTime,
  statusLabels,
  statusTones,
  textLinkClass,
} from '@/features/admin-external-systems/system-labels';

const column = createDataTableColumnHelper<ExternalSystem>();

// The API lists systems in its own order: no column sorts.
const columns = column.columns([
  column.accessor('name', {
    header: 'System',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/external-systems/${row.original.id}/edit`} className={textLinkClass}>
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor('ownerName', {
    header: 'Owner',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.ownerName}</span>
        <span className="text-xs break-all text-gray-700">{row.original.ownerEmail}</span>
      </div>
    ),
  }),
  column.accessor('scopes', {
    header: 'Scopes',
    enableSorting: false,
    cell: (c) => (
      <ul className="flex flex-col font-mono text-xs">
        {c.getValue().map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    ),
  }),
  column.accessor((s) => s.agency?.name ?? '—', {
    id: 'agency',
    header: 'Agency',
    enableSorting: false,
  }),
  column.accessor('keyHint', {
    header: 'Key',
    enableSorting: false,
    cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{c.getValue()}…</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => <Badge tone={statusTones[c.getValue()]}>{statusLabels[c.getValue()]}</Badge>,
  }),
  column.accessor('lastUsedAt', {
    header: 'Last used',
    enableSorting: false,
    cell: (c) => {
      const at = c.getValue();
      return <span className="whitespace-nowrap">{at ? formatDateTime(at) : 'Never'}</span>;
    },
  }),
  column.accessor('expiresAt', {
    header: 'Expires',
    enableSorting: false,
    cell: (c) => {
      const at = c.getValue();
      return <span className="whitespace-nowrap">{at ? formatDate(at) : 'Never'}</span>;
    },
  }),
]);

/** External systems and their keys' state, one server page at a time. */
export function SystemsTable(props: PagedTableProps<ExternalSystem>) {
  return (
    <DataTable
      caption="External systems"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No external system matches these filters."
      getRowLabel={(s) => s.name}
    />
  );
}
