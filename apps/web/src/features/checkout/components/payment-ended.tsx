import { Link } from 'react-router';
import type { Payment } from '@afrinest/contract';
import { actionLink } from '@/features/checkout/lib/link-styles';
import { endedInWords, tryAgainPath } from '@/features/checkout/lib/payment-outcome';

/** A payment that failed, was cancelled or expired: why, and Try again. */
export function PaymentEnded({ payment }: { payment: Payment }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">
        {payment.status === 'REFUNDED' ? 'Payment refunded' : 'Payment not completed'}
      </h1>
      <p role="alert" className="text-gray-800">
        {endedInWords(payment)}
      </p>
      {payment.status !== 'REFUNDED' && (
        <Link to={tryAgainPath(payment)} className={actionLink}>
          Try again
        </Link>
      )}
    </section>
  );
}
