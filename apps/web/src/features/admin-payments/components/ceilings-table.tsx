import { useMemo } from 'react';
import type { SpendCeiling } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Button } from '@/components/ui';
import { MoneyText } from '@/features/admin-payments/components/money-text';

const column = createDataTableColumnHelper<SpendCeiling>();
const nameOf = (c: SpendCeiling) => `${c.agencyName}’s ${c.currency} ceiling`;

const columnsFor = (onEdit: (c: SpendCeiling) => void, onRemove: (c: SpendCeiling) => void) =>
  column.columns([
    column.accessor('agencyName', { header: 'Agency', enableSorting: false }),
    column.accessor('currency', { header: 'Currency', enableSorting: false }),
    column.accessor('ceilingMinor', {
      header: 'Ceiling a month',
      enableSorting: false,
      cell: ({ row }) => (
        <MoneyText minor={row.original.ceilingMinor} currency={row.original.currency} />
      ),
    }),
    column.accessor('spentThisMonthMinor', {
      header: 'Spent this month',
      enableSorting: false,
      cell: ({ row }) => {
        const { spentThisMonthMinor: spent, ceilingMinor: ceiling } = row.original;
        return (
          <span className="whitespace-nowrap">
            <MoneyText minor={spent} currency={row.original.currency} />
            {ceiling > 0 && (
              <span className="text-gray-700"> ({Math.round((spent / ceiling) * 100)}%)</span>
            )}
          </span>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${nameOf(row.original)}`}
            onClick={() => onEdit(row.original)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${nameOf(row.original)}`}
            onClick={() => onRemove(row.original)}
          >
            Remove
          </Button>
        </div>
      ),
    }),
  ]);

export interface CeilingsTableProps extends PagedTableProps<SpendCeiling> {
  onEdit(c: SpendCeiling): void;
  onRemove(c: SpendCeiling): void;
}

/** Agencies' monthly ceilings, one server page at a time, with what each spent this month. */
export function CeilingsTable({ onEdit, onRemove, ...props }: CeilingsTableProps) {
  const columns = useMemo(() => columnsFor(onEdit, onRemove), [onEdit, onRemove]);
  return (
    <DataTable
      caption="Spending ceilings"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No agency has a spending ceiling."
      getRowLabel={nameOf}
      getRowId={(c) => `${c.agencyId}-${c.currency}`}
    />
  );
}
