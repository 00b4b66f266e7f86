import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE_DEFAULT, type AdminPayment } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import {
  useAdminPayments,
  type PaymentsQuery,
} from '@/features/admin-payments/api/get-admin-payments';
import { MoneyText } from '@/features/admin-payments/components/money-text';
import { PaymentActionButtons } from '@/features/admin-payments/components/payment-action-buttons';
import { PaymentStatus } from '@/features/admin-payments/components/payment-status';
import type { PaymentAction } from '@/features/admin-payments/payment-actions';
import {
  formatDateTime,
  methodLabels,
  providerLabels,
  textLinkClass,
} from '@/features/admin-payments/payment-labels';

const column = createDataTableColumnHelper<AdminPayment>();

const columnsFor = (only: readonly PaymentAction[]) =>
  column.columns([
    column.accessor('createdAt', {
      header: 'Date',
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('reference', {
      header: 'Reference',
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/agency-package-purchases?payment=${row.original.id}`}
          className={`${textLinkClass} font-mono`}
        >
          {row.original.reference}
        </Link>
      ),
    }),
    column.accessor((p) => p.agency.name, { id: 'agency', header: 'Agency', enableSorting: false }),
    column.accessor('description', {
      header: 'For',
      enableSorting: false,
      cell: ({ row }) => row.original.package?.name ?? row.original.description,
    }),
    column.accessor('provider', {
      header: 'Provider',
      enableSorting: false,
      cell: ({ row }) =>
        `${providerLabels[row.original.provider]} · ${methodLabels[row.original.method]}`,
    }),
    column.accessor('totalMinor', {
      header: 'Total',
      enableSorting: false,
      cell: ({ row }) => (
        <MoneyText minor={row.original.totalMinor} currency={row.original.currency} />
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => <PaymentStatus payment={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <PaymentActionButtons payment={row.original} only={only} />,
    }),
  ]);

export interface ActionPaymentsListProps {
  title: string;
  children: string;
  /** The filters of GET /api/admin/payments that make this list. */
  filter: Omit<PaymentsQuery, 'page' | 'pageSize'>;
  /** The actions this list is for. */
  only: readonly PaymentAction[];
  emptyMessage: string;
}

/** One list of payments waiting for an admin, paged on the server, each with its actions. */
export function ActionPaymentsList({
  title,
  children,
  filter,
  only,
  emptyMessage,
}: ActionPaymentsListProps) {
  const id = useId();
  const [page, setPage] = useState(1);
  const payments = useAdminPayments({ ...filter, page, pageSize: PAGE_SIZE_DEFAULT });
  const columns = useMemo(() => columnsFor(only), [only]);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        {title}
        {payments.data && (
          <span className="font-normal text-gray-700"> ({payments.data.total})</span>
        )}
      </h3>
      <p className="text-sm text-gray-700">{children}</p>
      <DataTable
        caption={title}
        columns={columns}
        data={payments.data?.data ?? []}
        total={payments.data?.total ?? 0}
        pageIndex={page - 1}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={(index) => setPage(index + 1)}
        sorting={[]}
        onSortingChange={() => undefined}
        isLoading={payments.isFetching}
        error={payments.isError ? payments.error : undefined}
        onRetry={() => void payments.refetch()}
        emptyMessage={emptyMessage}
        getRowLabel={(p) => p.reference}
      />
    </section>
  );
}
