import { Link } from 'react-router';
import type { Listing, ListingSort } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import {
  formatDate,
  kindLabels,
  smallLinkClass,
  statusLabels,
  statusTone,
  textLinkClass,
} from '../labels';
import type { ListingsScope } from '../api/get-managed-listings';
import { productsLinkFor } from '../products-link';
import { sortingOf, sortOf } from '../use-listings-params';
import { DeleteListingButton } from './delete-listing-button';
import { PromoteActions } from './promote-actions';
import { StatusActions } from './status-actions';

const column = createDataTableColumnHelper<Listing>();

function Price({ listing }: { listing: Listing }) {
  const { money } = useFormat();
  return (
    <span className="whitespace-nowrap">
      {money({ amountMinor: listing.price.amount, currency: listing.price.currency })}
    </span>
  );
}

const titleColumn = column.accessor('title', {
  header: 'Listing',
  enableSorting: false,
  cell: ({ row }) => (
    <div className="flex min-w-48 flex-col">
      <Link to={`/properties/${row.original.id}`} className={textLinkClass}>
        {row.original.title}
      </Link>
      <span className="text-gray-700">{row.original.place?.name ?? ''}</span>
    </div>
  ),
});
const common = [
  column.accessor('kind', {
    header: 'Kind',
    enableSorting: false,
    cell: (c) => kindLabels[c.getValue()],
  }),
  column.accessor((l) => l.price.amount, {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => <Price listing={row.original} />,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={statusTone[row.original.status]}>{statusLabels[row.original.status]}</Badge>
        {row.original.featured && <Badge tone="info">Featured</Badge>}
      </span>
    ),
  }),
  column.accessor('viewCount', { header: 'Views', enableSorting: false }),
  column.accessor('enquiryCount', { header: 'Enquiries', enableSorting: false }),
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Listed',
    sortDescFirst: true,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
  }),
];
const actions = (
  scope: ListingsScope,
  editPath: (id: string) => string,
  photosPath: (id: string) => string,
) =>
  column.display({
    id: 'actions',
    header: 'Actions',
    // Two buttons a line (the table keeps each label whole): squeezed to its narrowest, the
    // cell had put every button on a line of its own.
    cell: ({ row }) => (
      <div className="flex min-w-52 flex-wrap items-start gap-1">
        <Link
          to={editPath(row.original.id)}
          className={smallLinkClass}
          aria-label={`Edit ${row.original.title}`}
        >
          Edit
        </Link>
        <Link
          to={photosPath(row.original.id)}
          className={smallLinkClass}
          aria-label={`Photos of ${row.original.title}`}
        >
          Photos
        </Link>
        <StatusActions
          listing={row.original}
          productsLink={productsLinkFor(scope, row.original.agency?.id)}
        />
        {/* Featuring and bumps spend the agency's credits: the agent's own actions. */}
        {scope === 'agent' && row.original.status === 'ACTIVE' && (
          <PromoteActions listing={row.original} />
        )}
        <DeleteListingButton listing={row.original} />
      </div>
    ),
  });

// Module scope: TanStack Table rebuilds its models when the columns change.
const agentColumns: DataTableColumnDef<Listing>[] = column.columns([
  titleColumn,
  ...common,
  actions(
    'agent',
    (id) => `/agent/properties/${id}/edit`,
    (id) => `/agent/properties/${id}/media`,
  ),
]);
const adminColumns: DataTableColumnDef<Listing>[] = column.columns([
  titleColumn,
  column.accessor((l) => l.agency?.name ?? '', {
    id: 'agency',
    header: 'Agency',
    enableSorting: false,
  }),
  ...common,
  actions(
    'admin',
    (id) => `/admin/properties/${id}/edit`,
    (id) => `/admin/properties/${id}/media`,
  ),
]);

export interface ListingsTableProps {
  scope: 'agent' | 'admin';
  page: { data: Listing[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  sort: ListingSort;
  onSortChange(sort: ListingSort): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
  onSelectionChange?(ids: string[]): void;
  renderExpanded(listing: Listing): React.ReactNode;
}

/** The agency's (or every) listing, one server page at a time; a row opens to its details. */
export function ListingsTable(props: ListingsTableProps) {
  return (
    <DataTable
      caption={props.scope === 'admin' ? 'All listings' : 'Your listings'}
      columns={props.scope === 'admin' ? adminColumns : agentColumns}
      data={props.page?.data ?? []}
      total={props.page?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      sorting={sortingOf(props.sort)}
      onSortingChange={(s) => props.onSortChange(sortOf(s))}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage="No listings match these filters."
      getRowLabel={(l) => l.title}
      enableRowSelection={Boolean(props.onSelectionChange)}
      onRowSelectionChange={props.onSelectionChange}
      renderExpanded={(row) => props.renderExpanded(row.original)}
    />
  );
}
