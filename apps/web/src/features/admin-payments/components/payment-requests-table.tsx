import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PaymentRequest } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { MoneyText } from '@/features/admin-payments/components/money-text';
import { PayLink } from '@/features/admin-payments/components/pay-link';
import {
  formatDay,
  requestStatusLabels,
  requestStatusTone,
  textLinkClass,
} from '@/features/admin-payments/payment-labels';

const column = createDataTableColumnHelper<PaymentRequest>();

const columnsFor = (onCancel: (r: PaymentRequest) => void) =>
  column.columns([
    column.accessor('createdAt', {
      header: 'Created',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
    }),
    column.accessor((r) => r.agency.name, { id: 'agency', header: 'Agency', enableSorting: false }),
    column.accessor('description', {
      header: 'For',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex min-w-40 flex-col">
          <span>{row.original.description}</span>
          {row.original.package && (
            <span className="text-xs text-gray-700">Grants {row.original.package.name}</span>
          )}
        </div>
      ),
    }),
    column.accessor('amountMinor', {
      header: 'Amount',
      enableSorting: false,
      cell: ({ row }) => (
        <MoneyText minor={row.original.amountMinor} currency={row.original.currency} />
      ),
    }),
    column.accessor('dueDate', {
      header: 'Due',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={requestStatusTone[row.original.status]}>
            {requestStatusLabels[row.original.status]}
          </Badge>
          {row.original.paymentId && (
            <Link
              to={`/admin/agency-package-purchases?payment=${row.original.paymentId}`}
              className={`${textLinkClass} text-xs`}
            >
              Its payment
            </Link>
          )}
        </div>
      ),
    }),
    column.display({
      id: 'link',
      header: 'Pay link',
      cell: ({ row }) =>
        row.original.status === 'OPEN' ? (
          <PayLink url={row.original.payUrl} agencyName={row.original.agency.name} />
        ) : null,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.status === 'OPEN' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Cancel the request to ${row.original.agency.name}: ${row.original.description}`}
            onClick={() => onCancel(row.original)}
          >
            Cancel
          </Button>
        ) : null,
    }),
  ]);

export interface PaymentRequestsTableProps extends PagedTableProps<PaymentRequest> {
  onCancel(r: PaymentRequest): void;
}

/** Payment requests, one server page at a time; an open one has its pay link and Cancel. */
export function PaymentRequestsTable({ onCancel, ...props }: PaymentRequestsTableProps) {
  const columns = useMemo(() => columnsFor(onCancel), [onCancel]);
  return (
    <DataTable
      caption="Payment requests"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No payment request here yet."
      getRowLabel={(r) => `${r.description} for ${r.agency.name}`}
    />
  );
}
