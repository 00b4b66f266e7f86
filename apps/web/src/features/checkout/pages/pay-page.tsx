import { Link, useSearchParams } from 'react-router';
import { CURRENCIES, type Currency } from '@afrinest/contract';
import { Alert, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { usePaymentOptions } from '@/features/checkout/api/get-payment-options';
import { PaymentPanel } from '@/features/checkout/components/payment-panel';
import { textLink } from '@/features/checkout/lib/link-styles';

const isCurrency = (value: string | null): value is Currency =>
  (CURRENCIES as readonly (string | null)[]).includes(value);

/** /pay?package&agency&currency (signed in): the order summary and the payment form. */
export function PayPage() {
  const [params] = useSearchParams();
  const packageId = params.get('package');
  const agencyId = params.get('agency');
  const currency = params.get('currency');
  const options = usePaymentOptions();
  const change = (
    <Link to={`/packages?package=${encodeURIComponent(packageId ?? '')}`} className={textLink}>
      Change the package
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Pay</h1>
      {!packageId || !agencyId || !isCurrency(currency) ? (
        <Alert
          variant="info"
          action={
            <Link to="/packages" className={textLink}>
              Choose a package
            </Link>
          }
        >
          Choose a package and the agency it is for first.
        </Alert>
      ) : options.isError ? (
        <LoadError
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <Spinner label="Loading the ways to pay…" />
      ) : (
        <PaymentPanel
          order={{ purpose: 'PACKAGE', packageId, agencyId, currency }}
          providers={options.data.providers}
          back={change}
        />
      )}
    </div>
  );
}
