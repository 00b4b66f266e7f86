import { useCallback } from 'react';
import type { AdminPayment } from '@afrinest/contract';
import { useAdminPayments } from '@/features/admin-payments/api/get-admin-payments';
import { PageHeader } from '@/features/admin-payments/components/page-header';
import { PaymentDetail } from '@/features/admin-payments/components/payment-detail';
import { PaymentsTable } from '@/features/admin-payments/components/payments-table';
import { PurchasesFilters } from '@/features/admin-payments/components/purchases-filters';
import { usePurchasesParams } from '@/features/admin-payments/use-purchases-params';

/** /admin/agency-package-purchases: every payment, filtered on the server; one opens in detail. */
export function AgencyPackagePurchasesPage() {
  const { filters, query, datesProblem, paymentId, update } = usePurchasesParams();
  const payments = useAdminPayments(query, !datesProblem);
  const open = useCallback((p: AdminPayment) => update({ payment: p.id }, true), [update]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Package purchases">
        Every payment, newest first: by card, mobile money or bank transfer. Open one to see its
        invoice and what the provider said about it.
      </PageHeader>
      <PurchasesFilters filters={filters} datesProblem={datesProblem} onChange={update} />
      {paymentId && (
        <PaymentDetail paymentId={paymentId} onClose={() => update({ payment: undefined }, true)} />
      )}
      <PaymentsTable
        page={payments.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={payments.isFetching}
        error={payments.isError ? payments.error : undefined}
        onRetry={() => void payments.refetch()}
        onOpen={open}
      />
    </div>
  );
}
