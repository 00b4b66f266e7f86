import { Link, useParams } from 'react-router';
import { Alert, EmptyState, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-client';
import { usePaymentOptions } from '@/features/checkout/api/get-payment-options';
import { usePaymentRequest } from '@/features/checkout/api/get-payment-request';
import { PaymentPanel } from '@/features/checkout/components/payment-panel';
import { PaymentRequestFacts } from '@/features/checkout/components/payment-request-facts';
import { textLink } from '@/features/checkout/lib/link-styles';

const invoicesLink = (
  <Link to="/invoices" className={textLink}>
    See your invoices
  </Link>
);

/** /pay/{id} (signed in): an admin's payment request for the caller's agency, paid like /pay. */
export function PayRequestPage() {
  const { customPaymentId = '' } = useParams();
  const request = usePaymentRequest(customPaymentId);
  const options = usePaymentOptions();

  if (request.isError) {
    const status = toApiError(request.error).status;
    // A missing request and an id that is not one (400) read the same to the payer.
    return status === 404 || status === 400 ? (
      <EmptyState
        title="Payment request not found"
        description="It may have been removed, or the link may be wrong."
        action={invoicesLink}
      />
    ) : (
      <LoadError
        error={request.error}
        retrying={request.isFetching}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (request.isPending) return <Spinner label="Loading the payment request…" />;

  const r = request.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Pay a payment request</h1>
      <PaymentRequestFacts request={r} />
      {r.status === 'PAID' ? (
        <Alert variant="success" title="Already paid" action={invoicesLink}>
          This request has been paid; its invoice is with your invoices.
        </Alert>
      ) : r.status === 'CANCELLED' ? (
        <Alert variant="info" title="Cancelled">
          This payment request was cancelled: there is nothing to pay.
        </Alert>
      ) : options.isError ? (
        <LoadError
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <Spinner label="Loading the ways to pay…" />
      ) : (
        <PaymentPanel
          order={{ purpose: 'REQUEST', requestId: r.id, currency: r.currency }}
          providers={options.data.providers}
          back={null}
        />
      )}
    </div>
  );
}
