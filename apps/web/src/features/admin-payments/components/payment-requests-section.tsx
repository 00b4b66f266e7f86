import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  PAGE_SIZE_DEFAULT,
  PAYMENT_REQUEST_STATUSES,
  paymentRequestStatusSchema,
  type PaymentRequest,
} from '@afrinest/contract';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button, ConfirmDialog } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useCancelPaymentRequest } from '@/features/admin-payments/api/cancel-payment-request';
import { usePaymentRequests } from '@/features/admin-payments/api/get-payment-requests';
import { NewPaymentRequestDialog } from '@/features/admin-payments/components/new-payment-request-dialog';
import { PaymentRequestsTable } from '@/features/admin-payments/components/payment-requests-table';
import { requestStatusLabels } from '@/features/admin-payments/payment-labels';

/** Custom payment requests: the list by status, a new one, and cancelling an open one. */
export function PaymentRequestsSection() {
  const id = useId();
  const [status, setStatus] = useState<string>('');
  const [page, setPage] = useState(1);
  const query = {
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: paymentRequestStatusSchema.safeParse(status).data,
  };
  const requests = usePaymentRequests(query);
  const cancel = useCancelPaymentRequest();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<PaymentRequest>();

  const confirmCancel = async (r: PaymentRequest) => {
    try {
      await cancel.mutateAsync(r.id);
      toast.success(`The request to ${r.agency.name} is cancelled: it can no longer be paid.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not cancel the request.'));
    } finally {
      setCancelling(undefined);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
            Payment requests
          </h2>
          <p className="text-sm text-gray-700">
            Ask an agency to pay an amount you set (a custom deal). Its super agents are mailed a
            link to pay it.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>New payment request</Button>
      </div>
      <div className="sm:w-56">
        <FilterField id={`${id}-status`} label="Status">
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className={inputClass}
          >
            <option value="">All</option>
            {PAYMENT_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {requestStatusLabels[s]}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <PaymentRequestsTable
        page={requests.data}
        pageIndex={page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => setPage(index + 1)}
        isLoading={requests.isFetching}
        error={requests.isError ? requests.error : undefined}
        onRetry={() => void requests.refetch()}
        onCancel={setCancelling}
      />
      {creating && <NewPaymentRequestDialog onClose={() => setCreating(false)} />}
      {cancelling && (
        <ConfirmDialog
          title={`Cancel the request to ${cancelling.agency.name}?`}
          confirmLabel="Cancel the request"
          danger
          busy={cancel.isPending}
          onConfirm={() => void confirmCancel(cancelling)}
          onCancel={() => setCancelling(undefined)}
        >
          “{cancelling.description}” can no longer be paid; its link shows that it was cancelled.
        </ConfirmDialog>
      )}
    </section>
  );
}
