import type { WebhookAttempt } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import { AttemptDetail } from '@/features/admin-webhooks/components/attempt-detail';
import {
  formatDateTime,
  outcomeLabels,
  outcomeTones,
} from '@/features/admin-webhooks/webhook-labels';

const column = createDataTableColumnHelper<WebhookAttempt>();

// Newest first, as the API lists them: no column sorts.
const columns = column.columns([
  column.accessor('createdAt', {
    header: 'Time',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('eventType', {
    header: 'Event',
    enableSorting: false,
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  column.accessor('endpointUrl', {
    header: 'Endpoint',
    enableSorting: false,
    cell: (c) => <span className="block max-w-64 break-all">{c.getValue()}</span>,
  }),
  column.accessor('attempt', {
    header: 'Attempt',
    enableSorting: false,
    cell: (c) => <span className="tabular-nums">#{c.getValue()}</span>,
  }),
  column.accessor('outcome', {
    header: 'Outcome',
    enableSorting: false,
    cell: (c) => <Badge tone={outcomeTones[c.getValue()]}>{outcomeLabels[c.getValue()]}</Badge>,
  }),
  column.accessor(
    (a) => (a.httpStatus === null ? (a.error ?? 'No answer') : `HTTP ${a.httpStatus}`),
    {
      id: 'answer',
      header: 'Answer',
      enableSorting: false,
      cell: (c) => <span className="block max-w-56 break-words">{c.getValue()}</span>,
    },
  ),
  column.accessor('latencyMs', {
    header: 'Latency',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue()} ms</span>,
  }),
  column.accessor('nextRetryAt', {
    header: 'Next retry',
    enableSorting: false,
    cell: (c) => {
      const next = c.getValue();
      return <span className="whitespace-nowrap">{next ? formatDateTime(next) : '—'}</span>;
    },
  }),
]);

const label = (a: WebhookAttempt) =>
  `${a.eventType} to ${a.endpointUrl}, attempt ${a.attempt}, at ${formatDateTime(a.createdAt)}`;

/** Delivery attempts, one server page at a time; a row opens to what was sent and answered. */
export function WebhookLogsTable(props: PagedTableProps<WebhookAttempt>) {
  return (
    <DataTable
      caption="Delivery attempts"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No delivery attempt matches these filters."
      getRowLabel={label}
      renderExpanded={(row) => <AttemptDetail id={row.original.id} />}
    />
  );
}
