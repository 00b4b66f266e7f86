import { PAYMENT_EXPIRES_AFTER_HOURS } from '@afrinest/contract';
import { ActionPaymentsList } from '@/features/admin-payments/components/action-payments-list';
import type { PaymentAction } from '@/features/admin-payments/payment-actions';

// Module constants: the lists memoise their columns on these.
const MARK: readonly PaymentAction[] = ['markReceived', 'cancel'];
const RELEASE: readonly PaymentAction[] = ['release', 'cancel'];
const CANCEL: readonly PaymentAction[] = ['cancel'];
const REFUND: readonly PaymentAction[] = ['refund'];

/** The payments an admin acts on: transfers to confirm, held ones, pending ones, refunds. */
export function PaymentsNeedingAction() {
  return (
    <div className="flex flex-col gap-8">
      <ActionPaymentsList
        title="Bank transfers awaiting receipt"
        filter={{ provider: 'bank_transfer', status: 'PENDING' }}
        only={MARK}
        emptyMessage="No bank transfer is waiting."
      >
        When the money shows on the account with the payment’s reference, mark it received with the
        bank’s own reference: the agency is credited and its invoice issued.
      </ActionPaymentsList>
      <ActionPaymentsList
        title="Held payments"
        filter={{ held: 'true' }}
        only={RELEASE}
        emptyMessage="No payment is held."
      >
        The provider confirmed an amount that differs from the order, or confirmed it after it had
        ended. Check it with the provider, then release it (it succeeds) or cancel it.
      </ActionPaymentsList>
      <ActionPaymentsList
        title="Pending payments"
        filter={{ status: 'PENDING' }}
        only={CANCEL}
        emptyMessage="No payment is pending."
      >
        {`Waiting for the payer or the provider. A pending payment expires by itself after ${PAYMENT_EXPIRES_AFTER_HOURS} hours; cancel one the payer asked to stop.`}
      </ActionPaymentsList>
      <ActionPaymentsList
        title="Paid payments"
        filter={{ status: 'SUCCEEDED' }}
        only={REFUND}
        emptyMessage="No paid payment yet."
      >
        A refund issues a credit note and takes back what is still unused of what the payment
        credited.
      </ActionPaymentsList>
    </div>
  );
}
