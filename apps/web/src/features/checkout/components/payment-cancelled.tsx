import { Link } from 'react-router';
import { actionLink } from '@/features/checkout/lib/link-styles';

/** The payer left the provider's page without paying. */
export function PaymentCancelled({ tryAgain = '/packages' }: { tryAgain?: string }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Payment cancelled</h1>
      <p className="text-gray-800">Payment cancelled. Nothing was charged.</p>
      <Link to={tryAgain} className={actionLink}>
        Try again
      </Link>
    </section>
  );
}
