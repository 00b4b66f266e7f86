import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { usePreferences } from '@/lib/format-preferences';
import { usePaymentOptions } from '@/features/checkout/api/get-payment-options';
import { usePricing } from '@/features/checkout/api/get-pricing';
import { PackageChoiceForm } from '@/features/checkout/components/package-choice-form';

/** /packages (signed in): which package, for which agency, in which currency; ?package= preselects. */
export function PackagesPage() {
  const [params] = useSearchParams();
  const pricing = usePricing();
  const options = usePaymentOptions();
  const { currency } = usePreferences();
  const failed = pricing.isError ? pricing : options.isError ? options : null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Choose a package</h1>
        <p className="text-sm text-gray-700">Prices are before VAT, which is added at checkout.</p>
      </header>
      {failed ? (
        <LoadError
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : pricing.data && options.data ? (
        <PackageChoiceForm
          packages={pricing.data.data}
          agencies={options.data.agencies}
          preselected={params.get('package')}
          preferred={currency}
        />
      ) : (
        <Spinner label="Loading the packages…" />
      )}
    </div>
  );
}
