import type { Listing } from '@afrinest/contract';
import { RENT_PERIOD_LABELS } from '@/components/listing-card';
import { useFormat } from '@/lib/format-preferences';

/**
 * A listing's price in its own currency (never converted), per rent period, and whether it is
 * negotiable: "USh 850,000,000 · negotiable", "USh 1,500,000 / month".
 */
export function ListingPrice({
  listing,
}: {
  listing: Pick<Listing, 'price' | 'purpose' | 'rentPeriod' | 'negotiable'>;
}) {
  const format = useFormat();
  return (
    <>
      {format.money({ amountMinor: listing.price.amount, currency: listing.price.currency })}
      {listing.purpose === 'RENT' && listing.rentPeriod && (
        <> / {RENT_PERIOD_LABELS[listing.rentPeriod]}</>
      )}
      {listing.negotiable && <span className="font-normal text-gray-700"> · negotiable</span>}
    </>
  );
}
