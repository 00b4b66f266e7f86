import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Lead, LeadChannel, LeadPage } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { cn, focusRing } from '@/components/ui';

const column = createDataTableColumnHelper<Lead>();
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface LeadsTableProps {
  page: LeadPage | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
  /** The SUPER_AGENT reads the whole agency's enquiries: who got each one. */
  showAgent: boolean;
}

/** Enquiries newest first, one server page at a time: when, how, about what (and to whom). */
export function LeadsTable({ page, showAgent, ...rest }: LeadsTableProps) {
  // Stable between renders (TanStack Table v9 rebuilds its models when columns change).
  const columns = useMemo(() => leadColumns(showAgent), [showAgent]);
  return (
    <DataTable
      caption="Enquiries"
      columns={columns}
      data={page?.data ?? []}
      total={page?.total ?? 0}
      sorting={[]}
      onSortingChange={() => {}}
      getRowLabel={(l) => `${l.channel} ${when(l.createdAt)}`}
      emptyMessage="No enquiries yet. They appear here when visitors tap WhatsApp or Call."
      {...rest}
    />
  );
}

const CHANNEL_LABELS: Record<LeadChannel, string> = {
  WHATSAPP: 'WhatsApp',
  PHONE: 'Call',
  ENQUIRY: 'Enquiry form',
};

const leadColumns = (showAgent: boolean) =>
  column.columns([
    column.accessor('createdAt', {
      header: 'When',
      enableSorting: false,
      cell: (c) => when(c.getValue()),
    }),
    column.accessor('channel', {
      header: 'Channel',
      enableSorting: false,
      cell: (c) => CHANNEL_LABELS[c.getValue()],
    }),
    column.accessor('listing', {
      header: 'About',
      enableSorting: false,
      cell: (c) => {
        const listing = c.getValue();
        return listing ? (
          <Link
            to={`/properties/${encodeURIComponent(listing.id)}`}
            className={cn('text-emerald-800 underline underline-offset-2', focusRing)}
          >
            {listing.title}
          </Link>
        ) : (
          'The profile page'
        );
      },
    }),
    ...(showAgent
      ? [
          column.accessor('agent', {
            header: 'Agent',
            enableSorting: false,
            cell: (c) => c.getValue()?.name ?? 'Nobody (no active agent)',
          }),
        ]
      : []),
  ]);
