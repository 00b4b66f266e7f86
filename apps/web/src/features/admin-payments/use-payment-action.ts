import type { AdminPayment } from '@afrinest/contract';
import { useCancelPayment } from '@/features/admin-payments/api/cancel-payment';
import { useMarkPaymentReceived } from '@/features/admin-payments/api/mark-payment-received';
import { useRefundPayment } from '@/features/admin-payments/api/refund-payment';
import { useReleasePayment } from '@/features/admin-payments/api/release-payment';
import type { PaymentAction } from '@/features/admin-payments/payment-actions';

/** Sends one action with the text the admin typed; each endpoint has its own hook. */
export function usePaymentAction(action: PaymentAction) {
  const markReceived = useMarkPaymentReceived();
  const release = useReleasePayment();
  const cancel = useCancelPayment();
  const refund = useRefundPayment();
  return (id: string, text: string): Promise<AdminPayment> => {
    switch (action) {
      case 'markReceived':
        return markReceived.mutateAsync({ id, bankReference: text });
      case 'release':
        return release.mutateAsync({ id, reason: text });
      case 'cancel':
        return cancel.mutateAsync({ id, reason: text });
      case 'refund':
        return refund.mutateAsync({ id, reason: text });
    }
  };
}
