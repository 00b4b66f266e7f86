import { Link } from 'react-router';
import type { Payment } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { textLink } from '@/features/checkout/lib/link-styles';

/**
 * The provider has not confirmed yet: a progress indicator while the page asks every 2 s, and
 * once it has stopped asking (10 minutes), a button to ask again.
 */
export function PaymentWaiting({
  payment,
  stopped,
  checking,
  onCheck,
}: {
  payment: Payment | undefined;
  stopped: boolean;
  checking: boolean;
  onCheck(): void;
}) {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Confirming your payment…</h1>
      {stopped ? (
        <Alert
          variant="warning"
          action={
            <Button variant="secondary" size="sm" loading={checking} onClick={onCheck}>
              Check again
            </Button>
          }
        >
          The provider has not confirmed the payment yet. If you paid, it will show in{' '}
          <Link to="/invoices" className={textLink}>
            your invoices
          </Link>{' '}
          once confirmed.
        </Alert>
      ) : (
        <progress aria-label="Confirming your payment" className="h-2 w-full max-w-md" />
      )}
      {payment?.method === 'MOBILE_MONEY' && (
        <p className="text-gray-800">
          Approve the payment on your phone: dial *165# (MTN) or *185# (Airtel) if no prompt
          appears.
        </p>
      )}
    </section>
  );
}
