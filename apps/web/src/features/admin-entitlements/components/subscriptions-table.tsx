import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Subscription } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import {
  formatDay,
  grantSourceLabels,
  subscriptionStatusLabels,
  subscriptionStatusTone,
  textLinkClass,
} from '@/features/admin-entitlements/entitlement-labels';

const column = createDataTableColumnHelper<Subscription>();

/** A period that ends can be extended; the free package never ends, a cancelled one is over. */
export const canExtend = (s: Subscription) => s.endsAt !== null && s.status !== 'CANCELLED';

const columnsFor = (onExtend: (s: Subscription) => void) =>
  column.columns([
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
    column.accessor('package', {
      header: 'Package',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span>{row.original.package.name}</span>
          <span className="text-xs text-gray-700">{grantSourceLabels[row.original.source]}</span>
        </div>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      cell: (c) => (
        <Badge tone={subscriptionStatusTone[c.getValue()]}>
          {subscriptionStatusLabels[c.getValue()]}
        </Badge>
      ),
    }),
    column.accessor('startsAt', {
      header: 'Starts',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
    }),
    column.accessor('endsAt', {
      header: 'Ends',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        canExtend(row.original) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Extend ${row.original.agency.name}’s ${row.original.package.name}`}
            onClick={() => onExtend(row.original)}
          >
            Extend
          </Button>
        ) : null,
    }),
  ]);

export interface SubscriptionsTableProps extends PagedTableProps<Subscription> {
  onExtend(s: Subscription): void;
}

/** Agencies' package periods, one server page at a time, each with an Extend action. */
export function SubscriptionsTable({ onExtend, ...props }: SubscriptionsTableProps) {
  const columns = useMemo(() => columnsFor(onExtend), [onExtend]);
  return (
    <DataTable
      caption="Package periods"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No package period matches."
      getRowLabel={(s) => `${s.package.name} of ${s.agency.name}`}
    />
  );
}
