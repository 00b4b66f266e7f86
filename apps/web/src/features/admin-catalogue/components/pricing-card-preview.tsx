import { useWatch } from 'react-hook-form';
import { priceToMinor, type Currency, type PackageItem } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import type { DetailsValues } from '@/features/admin-catalogue/details-schema';
import { itemInWords, validityInWords } from '@/features/admin-catalogue/quantity-units';

/**
 * The package's card as /pricing will show it, drawn live from the form (inside its <Form>):
 * name, a price per currency, the validity and the items in words.
 */
export function PricingCardPreview({ items }: { items: PackageItem[] }) {
  const { money } = useFormat();
  const values = useWatch<DetailsValues>() as Partial<DetailsValues>;
  const validity = values.validityDays;
  const prices = (values.prices ?? []).flatMap((p) => {
    const minor = p.currency ? priceToMinor(p.amount ?? '', p.currency as Currency) : null;
    return minor === null ? [] : [money({ amountMinor: minor, currency: p.currency as Currency })];
  });

  return (
    <article
      aria-label="Pricing card preview"
      className="flex flex-col gap-3 rounded-lg border-2 border-emerald-700 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900">
          {values.name?.trim() || 'Package name'}
        </h3>
        {values.visibility === 'PRIVATE' && <Badge>Private: not on /pricing</Badge>}
        {values.status === 'ARCHIVED' && <Badge>Archived</Badge>}
      </div>
      {prices.length === 0 ? (
        <p className="text-sm text-gray-700">No price yet</p>
      ) : (
        <ul aria-label="Prices" className="flex flex-col">
          {prices.map((p) => (
            <li key={p} className="text-xl font-bold text-gray-900">
              {p}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-gray-700">
        Validity:{' '}
        {validity === null || validity === undefined
          ? validityInWords(null)
          : Number.isInteger(validity) && validity > 0
            ? validityInWords(validity)
            : 'not set yet'}
      </p>
      {values.description?.trim() && <p className="text-sm text-gray-700">{values.description}</p>}
      {items.length === 0 ? (
        <p className="text-sm text-gray-700">No items yet.</p>
      ) : (
        <ul aria-label="Included" className="list-disc pl-5 text-sm text-gray-900">
          {items.map((i) => (
            <li key={i.itemId}>{itemInWords(i, i.quantity)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
