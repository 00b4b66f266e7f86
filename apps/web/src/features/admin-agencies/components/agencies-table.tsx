import { Link } from 'react-router';
import type { Agency, AgencySort } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  serverTableProps,
  type ServerTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  agencyStatusLabels,
  agencyStatusTone,
  formatDate,
  smallLinkClass,
} from '@/features/admin-agencies/agency-labels';
import { AgencyAgentsList } from '@/features/admin-agencies/components/agency-agents-list';

const column = createDataTableColumnHelper<Agency>();

// Column ids are the API's sort keys, so the table's sorting state is the request's sort.
const columns = column.columns([
  column.accessor('name', {
    id: 'name',
    header: 'Agency',
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col">
        <span className="font-medium text-gray-900">
          {row.original.name}
          {row.original.verified && (
            <Badge tone="info" className="ml-2">
              Verified
            </Badge>
          )}
        </span>
        <span className="text-gray-700">{row.original.place?.name ?? 'No address yet'}</span>
      </div>
    ),
  }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <div className="flex flex-col gap-1">
        <span>
          <Badge tone={agencyStatusTone[row.original.status]}>
            {agencyStatusLabels[row.original.status]}
          </Badge>
        </span>
        {row.original.status === 'SUSPENDED' && row.original.statusReason && (
          <span className="text-xs text-gray-700">{row.original.statusReason}</span>
        )}
      </div>
    ),
  }),
  column.accessor('agentCount', { id: 'agentCount', header: 'Agents', sortDescFirst: true }),
  column.accessor('origin', {
    header: 'Joined by',
    enableSorting: false,
    cell: (c) => (c.getValue() === 'REQUEST' ? 'Own request' : 'Admin'),
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Created',
    sortDescFirst: true,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Link
        to={`/admin/broker-agencies/${row.original.id}/edit`}
        className={smallLinkClass}
        aria-label={`Edit ${row.original.name}`}
      >
        Edit
      </Link>
    ),
  }),
]);

export type AgenciesTableProps = ServerTableProps<Agency, AgencySort>;

/** The agencies, one server page at a time; a row opens to list the agency's agents. */
export function AgenciesTable(props: AgenciesTableProps) {
  return (
    <DataTable
      caption="Broker agencies"
      columns={columns}
      {...serverTableProps(props)}
      emptyMessage="No agencies match these filters."
      getRowLabel={(a) => a.name}
      renderExpanded={(row) => (
        <AgencyAgentsList agencyId={row.original.id} agencyName={row.original.name} />
      )}
    />
  );
}
