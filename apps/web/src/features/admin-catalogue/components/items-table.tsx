import { Link } from 'react-router';
import type { Item } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  catalogueStatusLabels,
  catalogueStatusTone,
  formatDate,
  itemKindLabels,
  smallLinkClass,
  textLinkClass,
} from '@/features/admin-catalogue/catalogue-labels';

const column = createDataTableColumnHelper<Item>();

// The API lists items in its own order (no sort parameter), so no column sorts.
const columns = column.columns([
  column.accessor('name', {
    header: 'Item',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col">
        <Link to={`/admin/items/${row.original.id}`} className={textLinkClass}>
          {row.original.name}
        </Link>
        <span className="font-mono text-xs text-gray-700">
          {row.original.code}
          {row.original.builtIn && (
            <Badge tone="info" className="ml-2">
              Built-in
            </Badge>
          )}
        </span>
      </div>
    ),
  }),
  column.accessor('kind', {
    header: 'Kind',
    enableSorting: false,
    cell: (c) => itemKindLabels[c.getValue()],
  }),
  column.accessor('unit', {
    header: 'Unit',
    enableSorting: false,
    cell: (c) => c.getValue() || '—',
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => (
      <Badge tone={catalogueStatusTone[c.getValue()]}>{catalogueStatusLabels[c.getValue()]}</Badge>
    ),
  }),
  column.accessor('updatedAt', {
    header: 'Changed',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Link
        to={`/admin/items/${row.original.id}`}
        className={smallLinkClass}
        aria-label={`Open ${row.original.name}`}
      >
        Open
      </Link>
    ),
  }),
]);

export interface ItemsTableProps {
  page: { data: Item[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

/** The catalogue's items, one server page at a time. */
export function ItemsTable(props: ItemsTableProps) {
  return (
    <DataTable
      caption="Items"
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
      emptyMessage="No items match these filters."
      getRowLabel={(i) => i.name}
    />
  );
}
