import { Link } from 'react-router';
import type { Currency, PublicPackage } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { actionLink } from '@/features/checkout/lib/link-styles';
import { pricesToShow, validityText } from '@/features/checkout/lib/package-text';
import { PackageIncludes } from '@/features/checkout/components/package-includes';

/** One package on /pricing: its price in the visitor's currency (or those it has), and Choose. */
export function PackageCard({
  pkg,
  currency,
  vatPercent,
}: {
  pkg: PublicPackage;
  currency: Currency;
  vatPercent: number;
}) {
  const { money } = useFormat();
  const prices = pricesToShow(pkg.prices, currency);
  return (
    <article
      aria-labelledby={`package-${pkg.id}`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h2 id={`package-${pkg.id}`} className="text-lg font-semibold text-gray-900">
          {pkg.name}
        </h2>
        {pkg.description && <p className="text-sm text-gray-700">{pkg.description}</p>}
      </header>
      <div>
        {prices.length === 0 ? (
          <p className="text-sm text-gray-700">Price on request</p>
        ) : (
          <ul aria-label="Price" className="flex flex-col">
            {prices.map((p) => (
              <li key={p.currency} className="text-2xl font-bold text-gray-900">
                {money(p)}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-gray-700">
          {validityText(pkg.validityDays)} · + VAT {vatPercent}%
        </p>
      </div>
      <PackageIncludes items={pkg.items} />
      <Link
        to={`/packages?package=${encodeURIComponent(pkg.id)}`}
        className={`${actionLink} mt-auto`}
        aria-label={`Choose ${pkg.name}`}
      >
        Choose
      </Link>
    </article>
  );
}
