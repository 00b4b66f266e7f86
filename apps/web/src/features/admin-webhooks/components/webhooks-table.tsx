import { Link } from 'react-router';
import type { WebhookEndpoint } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  endpointState,
  formatDateTime,
  outcomeLabels,
  outcomeTones,
  textLinkClass,
} from '@/features/admin-webhooks/webhook-labels';

const column = createDataTableColumnHelper<WebhookEndpoint>();

// The API lists endpoints in its own order: no column sorts.
const columns = column.columns([
  column.accessor('url', {
    header: 'Endpoint',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex max-w-md min-w-48 flex-col items-start">
        <Link
          to={`/admin/webhooks/${row.original.id}/edit`}
          className={`${textLinkClass} break-all`}
        >
          {row.original.url}
        </Link>
        {row.original.description && (
          <span className="text-xs text-gray-700">{row.original.description}</span>
        )}
      </div>
    ),
  }),
  column.accessor((e) => e.events.length, {
    id: 'events',
    header: 'Events',
    enableSorting: false,
    cell: (c) => (
      <span title={c.row.original.events.join(', ')} className="whitespace-nowrap">
        {c.getValue() === 1 ? '1 event' : `${c.getValue()} events`}
      </span>
    ),
  }),
  column.accessor((e) => e.agency?.name ?? 'All agencies', {
    id: 'agency',
    header: 'Agency',
    enableSorting: false,
  }),
  column.display({
    id: 'state',
    header: 'Status',
    cell: ({ row }) => {
      const state = endpointState(row.original);
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={state.tone}>{state.label}</Badge>
          {row.original.active && row.original.failingSince && (
            <span className="text-xs text-amber-900">
              Failing since {formatDateTime(row.original.failingSince)}
            </span>
          )}
        </div>
      );
    },
  }),
  column.accessor('pending', {
    header: 'Pending',
    enableSorting: false,
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  column.accessor('lastAttempt', {
    header: 'Last attempt',
    enableSorting: false,
    cell: ({ row }) => {
      const last = row.original.lastAttempt;
      if (!last) return <span className="text-gray-600">None yet</span>;
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">{formatDateTime(last.at)}</span>
          <Badge tone={outcomeTones[last.outcome]}>{outcomeLabels[last.outcome]}</Badge>
        </div>
      );
    },
  }),
]);

/** Webhook endpoints, one server page at a time. */
export function WebhooksTable(props: PagedTableProps<WebhookEndpoint>) {
  return (
    <DataTable
      caption="Webhook endpoints"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No endpoint matches these filters."
      getRowLabel={(e) => e.url}
    />
  );
}
