import { Link } from 'react-router';
import type { ContentSummary } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  formatDateTime,
  kindLabels,
  publicAddress,
  statusLabels,
} from '@/features/admin-content/content-labels';

const column = createDataTableColumnHelper<ContentSummary>();

// The API lists pages in its own order: no column sorts.
const columns = column.columns([
  column.accessor('title', {
    header: 'Title',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col items-start gap-1">
        <Link
          to={`/admin/content-pages/${row.original.id}/edit`}
          className="font-medium text-emerald-800 underline-offset-2 hover:underline"
        >
          {row.original.title}
        </Link>
        {row.original.needsReview && <Badge tone="warning">Needs legal review</Badge>}
      </div>
    ),
  }),
  column.accessor((p) => publicAddress(p.kind, p.slug), {
    id: 'address',
    header: 'Address',
    enableSorting: false,
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  column.accessor('kind', {
    header: 'Kind',
    enableSorting: false,
    cell: (c) => kindLabels[c.getValue()],
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => (
      <Badge tone={c.getValue() === 'PUBLISHED' ? 'success' : 'neutral'}>
        {statusLabels[c.getValue()]}
      </Badge>
    ),
  }),
  column.accessor('version', { header: 'Version', enableSorting: false }),
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
]);

/** Pages, posts and help articles, one server page at a time; a title opens its editor. */
export function ContentPagesTable(props: PagedTableProps<ContentSummary>) {
  return (
    <DataTable
      caption="Content pages"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No page matches these filters."
      getRowLabel={(p) => p.title}
    />
  );
}
