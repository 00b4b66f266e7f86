import { Link } from 'react-router';
import type { UnifiedRow } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import {
  formatDay,
  formatQuantity,
  itemKindLabels,
  textLinkClass,
} from '@/features/admin-entitlements/entitlement-labels';

const column = createDataTableColumnHelper<UnifiedRow>();

const amount = (key: 'granted' | 'used' | 'left', header: string) =>
  column.accessor(key, {
    header,
    enableSorting: false,
    cell: ({ row }) => {
      const r = row.original;
      if (key === 'left' && r.item.kind === 'FEATURE') return r.left > 0 ? 'On' : 'Off';
      return <span className="whitespace-nowrap">{formatQuantity(r.item, r[key])}</span>;
    },
  });

const columns = column.columns([
  column.accessor('agency', {
    header: 'Agency',
    enableSorting: false,
    cell: (c) => (
      <Link
        to={`/admin/agency-entitlements-breakdown?agencyId=${c.getValue().id}`}
        className={textLinkClass}
      >
        {c.getValue().name}
      </Link>
    ),
  }),
  column.accessor('item', {
    header: 'Item',
    enableSorting: false,
    cell: (c) => (
      <div className="flex flex-col">
        <span>{c.getValue().name}</span>
        <span className="text-xs text-gray-700">{itemKindLabels[c.getValue().kind]}</span>
      </div>
    ),
  }),
  amount('granted', 'Granted'),
  amount('used', 'Used'),
  amount('left', 'Left'),
  column.accessor('nextExpiry', {
    header: 'Next expiry',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
  }),
]);

export interface UnifiedTableProps {
  page: { data: UnifiedRow[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

/** Every item of every agency, one server page at a time; an agency opens its breakdown. */
export function UnifiedTable(props: UnifiedTableProps) {
  return (
    <DataTable
      caption="Items held by agencies"
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
      emptyMessage="No agency holds items that match these filters."
      getRowId={(r) => `${r.agency.id}-${r.item.id}`}
      getRowLabel={(r) => `${r.item.name} of ${r.agency.name}`}
    />
  );
}
