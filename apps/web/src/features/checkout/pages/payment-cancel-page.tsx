import { PaymentCancelled } from '@/features/checkout/components/payment-cancelled';

/** /payment/cancel?payment={id} (public): the payer left the provider's page; nothing was charged. */
export function PaymentCancelPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <PaymentCancelled />
    </div>
  );
}
