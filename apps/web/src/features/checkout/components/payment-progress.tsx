import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-client';
import {
  isAwaitingProvider,
  PAYMENT_POLL_FOR_MS,
  usePayment,
} from '@/features/checkout/api/get-payment';
import { useRefreshPayment } from '@/features/checkout/api/refresh-payment';
import { PaymentEnded } from '@/features/checkout/components/payment-ended';
import { PaymentHeld } from '@/features/checkout/components/payment-held';
import { PaymentReceipt } from '@/features/checkout/components/payment-receipt';
import { PaymentWaiting } from '@/features/checkout/components/payment-waiting';
import { textLink } from '@/features/checkout/lib/link-styles';

/**
 * Back from the provider: ask the API to check with the provider once, then follow the payment
 * every 2 s (for up to 10 minutes) until it succeeds, ends, or is held for an admin.
 */
export function PaymentProgress({ id }: { id: string }) {
  const refresh = useRefreshPayment();
  const { mutate: askProvider } = refresh;
  const asked = useRef(false);
  const [pollUntil] = useState(() => Date.now() + PAYMENT_POLL_FOR_MS);
  const payment = usePayment(id, {
    enabled: refresh.isSuccess || refresh.isError,
    pollUntil,
  });

  useEffect(() => {
    // Once per visit, StrictMode's second effect included.
    if (asked.current) return;
    asked.current = true;
    askProvider(id);
  }, [askProvider, id]);

  if (payment.isError) {
    const status = toApiError(payment.error).status;
    return status === 404 || status === 400 || status === 403 ? (
      <EmptyState
        title="Payment not found"
        description="It may belong to another account, or the link may be wrong."
        action={
          <Link to="/invoices" className={textLink}>
            Your invoices
          </Link>
        }
      />
    ) : (
      <LoadError
        error={payment.error}
        retrying={payment.isFetching}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const p = payment.data;
  if (p?.heldReason) return <PaymentHeld />;
  if (p?.status === 'SUCCEEDED') return <PaymentReceipt payment={p} />;
  if (p && !isAwaitingProvider(p)) return <PaymentEnded payment={p} />;
  return (
    <PaymentWaiting
      payment={p}
      stopped={payment.dataUpdatedAt >= pollUntil}
      checking={payment.isFetching}
      onCheck={() => void payment.refetch()}
    />
  );
}
