import { useEffect, useRef } from 'react';
import { Button, Spinner } from '@/components/ui';
import { useAdminPayment } from '@/features/admin-payments/api/get-admin-payment';
import { LoadError } from '@/features/admin-payments/components/load-error';
import { PaymentActionButtons } from '@/features/admin-payments/components/payment-action-buttons';
import { PaymentEvents } from '@/features/admin-payments/components/payment-events';
import { PaymentFields } from '@/features/admin-payments/components/payment-fields';

export interface PaymentDetailProps {
  paymentId: string;
  onClose(): void;
}

/** One payment opened from the list: every field, its invoice, actions and provider events. */
export function PaymentDetail({ paymentId, onClose }: PaymentDetailProps) {
  const detail = useAdminPayment(paymentId);
  const heading = useRef<HTMLHeadingElement>(null);
  // The detail opens above the list: the admin's focus (and a screen reader) goes to it.
  useEffect(() => heading.current?.focus(), [paymentId]);
  const payment = detail.data?.payment;

  return (
    <section
      aria-labelledby="payment-detail"
      className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="payment-detail"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900"
        >
          Payment {payment?.reference ?? ''}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {detail.isPending ? (
        <Spinner label="Loading the payment…" />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <PaymentFields payment={detail.data.payment} />
          <PaymentActionButtons payment={detail.data.payment} />
          <h3 className="text-base font-semibold text-gray-900">Provider events</h3>
          <PaymentEvents events={detail.data.events} />
        </>
      )}
    </section>
  );
}
