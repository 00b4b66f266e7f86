import { useMemo } from 'react';
import type { AdminPayment } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Button } from '@/components/ui';
import { MoneyText } from '@/features/admin-payments/components/money-text';
import { PaymentStatus } from '@/features/admin-payments/components/payment-status';
import {
  formatDateTime,
  methodLabels,
  providerLabels,
} from '@/features/admin-payments/payment-labels';

const column = createDataTableColumnHelper<AdminPayment>();

// The API lists payments newest first: no column sorts.
const columnsFor = (onOpen: (p: AdminPayment) => void) =>
  column.columns([
    column.accessor('createdAt', {
      header: 'Date',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('reference', {
      header: 'Reference',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          className="font-mono"
          aria-label={`Open payment ${row.original.reference}`}
          onClick={() => onOpen(row.original)}
        >
          {row.original.reference}
        </Button>
      ),
    }),
    column.accessor((p) => p.agency.name, { id: 'agency', header: 'Agency', enableSorting: false }),
    column.accessor('payer', {
      header: 'Payer',
      enableSorting: false,
      cell: (c) => (
        <div className="flex flex-col">
          <span>{c.getValue().name}</span>
          <span className="text-xs text-gray-700">{c.getValue().email}</span>
        </div>
      ),
    }),
    column.accessor('description', {
      header: 'Package or description',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex min-w-40 flex-col">
          <span>{row.original.package?.name ?? row.original.description}</span>
          {row.original.package && (
            <span className="text-xs text-gray-700">{row.original.description}</span>
          )}
        </div>
      ),
    }),
    column.accessor('provider', {
      header: 'Provider',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span>{providerLabels[row.original.provider]}</span>
          <span className="text-xs text-gray-700">{methodLabels[row.original.method]}</span>
        </div>
      ),
    }),
    column.accessor('totalMinor', {
      header: 'Total',
      enableSorting: false,
      cell: ({ row }) => (
        <MoneyText minor={row.original.totalMinor} currency={row.original.currency} />
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => <PaymentStatus payment={row.original} />,
    }),
  ]);

export interface PaymentsTableProps extends PagedTableProps<AdminPayment> {
  onOpen(p: AdminPayment): void;
}

/** Payments, one server page at a time; a payment's reference opens its detail. */
export function PaymentsTable({ onOpen, ...props }: PaymentsTableProps) {
  const columns = useMemo(() => columnsFor(onOpen), [onOpen]);
  return (
    <DataTable
      caption="Payments"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No payment matches these filters."
      getRowLabel={(p) => p.reference}
    />
  );
}
