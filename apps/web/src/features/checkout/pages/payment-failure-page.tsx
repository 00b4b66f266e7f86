import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui';
import { authStorage } from '@/lib/storage';
import { getPaymentQueryOptions } from '@/features/checkout/api/get-payment';
import { SignInPrompt } from '@/features/checkout/components/sign-in-prompt';
import { actionLink } from '@/features/checkout/lib/link-styles';
import { endedInWords, tryAgainPath } from '@/features/checkout/lib/payment-outcome';

/**
 * /payment/failure?payment={id} (public): why the payment failed, in words, when the payer is
 * signed in to read it; Try again either way.
 */
export function PaymentFailurePage() {
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const signedIn = authStorage.getToken() !== null;
  const payment = useQuery({ ...getPaymentQueryOptions(id), enabled: signedIn && id !== '' });

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Payment failed</h1>
      {payment.data ? (
        <p role="alert" className="text-gray-800">
          {endedInWords(payment.data)}
        </p>
      ) : payment.isLoading ? (
        <Spinner label="Loading the payment…" />
      ) : (
        <p className="text-gray-800">The payment did not go through.</p>
      )}
      {!signedIn && id && <SignInPrompt>Sign in to see why the payment failed.</SignInPrompt>}
      <Link to={tryAgainPath(payment.data)} className={actionLink}>
        Try again
      </Link>
    </div>
  );
}
