import { EmptyState, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { usePreferences } from '@/lib/format-preferences';
import { usePricing } from '@/features/checkout/api/get-pricing';
import { PackageCard } from '@/features/checkout/components/package-card';

/** /pricing (public): the packages on sale, priced in the visitor's chosen currency. */
export function PricingPage() {
  const pricing = usePricing();
  const { currency } = usePreferences();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Pricing</h1>
        <p className="max-w-prose text-gray-700">
          Packages for agencies: more listings, photos and featured days. Pay by mobile money, card
          or bank transfer; prices are before VAT.
        </p>
      </header>
      {pricing.isPending ? (
        <Spinner label="Loading the packages…" />
      ) : pricing.isError ? (
        <LoadError
          error={pricing.error}
          retrying={pricing.isFetching}
          onRetry={() => void pricing.refetch()}
        />
      ) : pricing.data.data.length === 0 ? (
        <EmptyState title="No packages on sale right now" description="Please look again soon." />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pricing.data.data.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              currency={currency}
              vatPercent={pricing.data.vatPercent}
            />
          ))}
        </div>
      )}
    </div>
  );
}
