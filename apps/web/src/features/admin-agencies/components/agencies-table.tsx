import { Link } from 'react-router';
import type { Agency } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  agencyStatusLabels,
  agencyStatusTone,
  formatDate,
  smallLinkClass,
} from '@/features/admin-agencies/agency-labels';
import { AgencyAgentsList } from '@/features/admin-agencies/components/agency-agents-list';

const column = createDataTableColumnHelper<Agency>();

// The API lists agencies newest first and sorts by nothing else, so no column offers sorting.
const columns = column.columns([
  column.accessor('name', {
    header: 'Agency',
    enableSorting: false,
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
    header: 'Status',
    enableSorting: false,
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
  column.accessor('agentCount', { header: 'Agents', enableSorting: false }),
  column.accessor('origin', {
    header: 'Joined by',
    enableSorting: false,
    cell: (c) => (c.getValue() === 'REQUEST' ? 'Own request' : 'Admin'),
  }),
  column.accessor('createdAt', {
    header: 'Created',
    enableSorting: false,
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

export interface AgenciesTableProps {
  page: { data: Agency[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

/** The agencies, one server page at a time; a row opens to list the agency's agents. */
export function AgenciesTable(props: AgenciesTableProps) {
  return (
    <DataTable
      caption="Broker agencies"
      columns={columns}
      data={props.page?.data ?? []}
      total={props.page?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      sorting={[]}
      onSortingChange={() => undefined}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage="No agencies match these filters."
      getRowLabel={(a) => a.name}
      renderExpanded={(row) => (
        <AgencyAgentsList agencyId={row.original.id} agencyName={row.original.name} />
      )}
    />
  );
}
