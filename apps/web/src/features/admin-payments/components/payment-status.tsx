import type { AdminPayment } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import { paymentStatusLabels, paymentStatusTone } from '@/features/admin-payments/payment-labels';

/** The payment's status, and "Held" with its reason while an admin must look at it. */
export function PaymentStatus({ payment }: { payment: AdminPayment }) {
  return (
    <div className="flex min-w-28 flex-col items-start gap-1">
      <Badge tone={paymentStatusTone[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
      {payment.heldReason !== null && (
        <>
          <Badge tone="danger">Held</Badge>
          <span className="text-xs text-gray-700">{payment.heldReason}</span>
        </>
      )}
    </div>
  );
}
