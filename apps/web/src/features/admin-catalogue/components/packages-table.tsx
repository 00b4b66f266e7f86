import { Link } from 'react-router';
import type { Package } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  catalogueStatusLabels,
  catalogueStatusTone,
  smallLinkClass,
  visibilityShortLabels,
} from '@/features/admin-catalogue/catalogue-labels';
import { PackagePrices } from '@/features/admin-catalogue/components/package-prices';
import { itemInWords, validityInWords } from '@/features/admin-catalogue/quantity-units';

const column = createDataTableColumnHelper<Package>();

// The API orders packages by position, then name (as /pricing shows them): no column sorts.
const columns = column.columns([
  column.accessor('name', {
    header: 'Package',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col">
        <span className="font-medium text-gray-900">
          {row.original.name}
          {row.original.isFree && (
            <Badge tone="info" className="ml-2">
              Free
            </Badge>
          )}
        </span>
        <span className="font-mono text-xs text-gray-700">{row.original.code}</span>
      </div>
    ),
  }),
  column.accessor('items', {
    header: 'Items',
    enableSorting: false,
    cell: (c) =>
      c.getValue().length === 0 ? (
        <span className="text-gray-700">None yet</span>
      ) : (
        <ul className="flex min-w-40 flex-col">
          {c.getValue().map((i) => (
            <li key={i.itemId}>{itemInWords(i, i.quantity)}</li>
          ))}
        </ul>
      ),
  }),
  column.accessor('prices', {
    header: 'Prices',
    enableSorting: false,
    cell: (c) => <PackagePrices prices={c.getValue()} />,
  }),
  column.accessor('validityDays', {
    header: 'Validity',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{validityInWords(c.getValue())}</span>,
  }),
  column.accessor('visibility', {
    header: 'Visibility',
    enableSorting: false,
    cell: (c) => visibilityShortLabels[c.getValue()],
  }),
  column.accessor('position', { header: 'Order', enableSorting: false }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => (
      <Badge tone={catalogueStatusTone[c.getValue()]}>{catalogueStatusLabels[c.getValue()]}</Badge>
    ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin/package-item-management?packageId=${row.original.id}`}
          className={smallLinkClass}
          aria-label={`Items of ${row.original.name}`}
        >
          Items
        </Link>
        <Link
          to={`/admin/enhanced-package-management?packageId=${row.original.id}`}
          className={smallLinkClass}
          aria-label={`Prices and details of ${row.original.name}`}
        >
          Prices and details
        </Link>
      </div>
    ),
  }),
]);

export interface PackagesTableProps {
  page: { data: Package[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

/** The packages, one server page at a time, each linked to its two editing screens. */
export function PackagesTable(props: PackagesTableProps) {
  return (
    <DataTable
      caption="Packages"
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
      emptyMessage="No packages match these filters."
      getRowLabel={(p) => p.name}
    />
  );
}
