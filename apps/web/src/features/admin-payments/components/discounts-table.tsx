import { useMemo } from 'react';
import type { Discount } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { DiscountValue } from '@/features/admin-payments/components/discount-value';
import { formatDateTime } from '@/features/admin-payments/payment-labels';

const column = createDataTableColumnHelper<Discount>();

/** "From 1 Dec 2026, 09:00 until 31 Dec 2026, 23:59", or that it has no limit in time. */
export function validityOf(d: Discount): string {
  if (!d.validFrom && !d.validUntil) return 'Always';
  const parts = [
    d.validFrom && `From ${formatDateTime(d.validFrom)}`,
    d.validUntil && `${d.validFrom ? 'until' : 'Until'} ${formatDateTime(d.validUntil)}`,
  ];
  return parts.filter(Boolean).join(' ');
}

const columnsFor = (onEdit: (d: Discount) => void) =>
  column.columns([
    column.accessor('code', {
      header: 'Code',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex min-w-32 flex-col">
          <span className="font-mono font-medium">{row.original.code}</span>
          <span className="text-xs text-gray-700">{row.original.description}</span>
        </div>
      ),
    }),
    column.accessor('kind', {
      header: 'Discount',
      enableSorting: false,
      cell: ({ row }) => <DiscountValue discount={row.original} />,
    }),
    column.accessor('redemptions', {
      header: 'Used',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col whitespace-nowrap">
          <span>
            {row.original.redemptions} / {row.original.maxRedemptions ?? 'no cap'}
          </span>
          {row.original.maxPerAgency !== null && (
            <span className="text-xs text-gray-700">
              at most {row.original.maxPerAgency} per agency
            </span>
          )}
        </div>
      ),
    }),
    column.display({
      id: 'validity',
      header: 'Valid',
      cell: ({ row }) => <span className="min-w-32">{validityOf(row.original)}</span>,
    }),
    column.accessor('packageIds', {
      header: 'Packages',
      enableSorting: false,
      cell: (c) => (c.getValue().length === 0 ? 'All' : `${c.getValue().length} package(s)`),
    }),
    column.accessor('active', {
      header: 'Status',
      enableSorting: false,
      cell: (c) => (c.getValue() ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${row.original.code}`}
          onClick={() => onEdit(row.original)}
        >
          Edit
        </Button>
      ),
    }),
  ]);

export interface DiscountsTableProps extends PagedTableProps<Discount> {
  onEdit(d: Discount): void;
}

/** Discount codes, one server page at a time, with their use against their cap. */
export function DiscountsTable({ onEdit, ...props }: DiscountsTableProps) {
  const columns = useMemo(() => columnsFor(onEdit), [onEdit]);
  return (
    <DataTable
      caption="Discount codes"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No discount code matches."
      getRowLabel={(d) => d.code}
    />
  );
}
