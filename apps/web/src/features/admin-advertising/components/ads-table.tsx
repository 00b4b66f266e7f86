import { Link } from 'react-router';
import type { z } from 'zod';
import type { adListItemSchema } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';
import {
  formatCount,
  formatDays,
  formatRate,
  slotLabel,
  statusLabels,
  textLinkClass,
} from '@/features/admin-advertising/ad-labels';
import { AdStatusButton } from '@/features/admin-advertising/components/ad-status-button';

type AdRow = z.infer<typeof adListItemSchema>;
const column = createDataTableColumnHelper<AdRow>();
const figure = (value: string) => <span className="tabular-nums">{value}</span>;

// The API lists ads in its own order: no column sorts.
const columns = column.columns([
  column.accessor('name', {
    header: 'Advertisement',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col items-start">
        <Link to={`/admin/advertisements/${row.original.id}/edit`} className={textLinkClass}>
          {row.original.name}
        </Link>
        <span className="text-xs text-gray-700">{row.original.advertiser}</span>
      </div>
    ),
  }),
  column.accessor('slot', {
    header: 'Slot',
    enableSorting: false,
    cell: (c) => slotLabel(c.getValue()),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={row.original.status === 'ACTIVE' ? 'success' : 'neutral'}>
          {statusLabels[row.original.status]}
        </Badge>
        {row.original.live && <Badge tone="info">Showing today</Badge>}
      </div>
    ),
  }),
  column.accessor((ad) => formatDays(ad.startsOn, ad.endsOn), {
    id: 'days',
    header: 'Days',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
  }),
  column.accessor((ad) => ad.figures.impressions, {
    id: 'impressions',
    header: 'Impressions',
    enableSorting: false,
    cell: (c) => figure(formatCount(c.getValue())),
  }),
  column.accessor((ad) => ad.figures.clicks, {
    id: 'clicks',
    header: 'Clicks',
    enableSorting: false,
    cell: (c) => figure(formatCount(c.getValue())),
  }),
  column.accessor((ad) => ad.figures.clickRate, {
    id: 'clickRate',
    header: 'Click rate',
    enableSorting: false,
    cell: (c) => figure(formatRate(c.getValue())),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <AdStatusButton ad={row.original} />,
  }),
]);

/** Ads with their figures over the chosen range, one server page at a time. */
export function AdsTable(props: PagedTableProps<AdRow>) {
  return (
    <DataTable
      caption="Advertisements"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No advertisement matches these filters."
      getRowLabel={(ad) => ad.name}
    />
  );
}
