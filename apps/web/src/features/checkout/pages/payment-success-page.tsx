import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui';
import { authStorage } from '@/lib/storage';
import { PaymentCancelled } from '@/features/checkout/components/payment-cancelled';
import { PaymentProgress } from '@/features/checkout/components/payment-progress';
import { SignInPrompt } from '@/features/checkout/components/sign-in-prompt';
import { textLink } from '@/features/checkout/lib/link-styles';

/**
 * /payment/success?payment={id} (public; the provider sends the payer here). Flutterwave also
 * sends cancelled payments here, with status=cancelled.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('payment');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      {params.get('status') === 'cancelled' ? (
        <PaymentCancelled />
      ) : !id ? (
        <EmptyState
          title="No payment to show"
          action={
            <Link to="/invoices" className={textLink}>
              Your invoices
            </Link>
          }
        />
      ) : !authStorage.getToken() ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">Your payment</h1>
          <SignInPrompt>Sign in to see your receipt.</SignInPrompt>
        </>
      ) : (
        <PaymentProgress id={id} />
      )}
    </div>
  );
}
