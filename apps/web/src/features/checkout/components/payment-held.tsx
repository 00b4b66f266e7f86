import { Link } from 'react-router';
import { textLink } from '@/features/checkout/lib/link-styles';

/** The provider confirmed something an admin must check (an amount that differs, a late success). */
export function PaymentHeld() {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Payment received</h1>
      <p role="status" className="text-gray-800">
        We received your payment and are checking it; an admin will confirm it shortly.
      </p>
      <Link to="/invoices" className={textLink}>
        Your invoices
      </Link>
    </section>
  );
}
