import { useSearchParams } from 'react-router';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { useOwnerListings, type ListingOwner } from '@/features/agencies/api/get-owner-listings';
import { LoadFailed } from '@/features/agencies/components/load-failed';
import { Pager } from '@/components/ui';

const PAGE_SIZE = 12;

export interface OwnerListingsProps {
  owner: ListingOwner;
  /** Whose listings, for the empty message ("Kampala Homes has no listings…"). */
  name: string;
}

/**
 * The active listings of an agency or an agent as cards, 12 a page with Previous/Next; the page
 * lives in the address (`page`), so a shared link opens where it was.
 */
export function OwnerListings({ owner, name }: OwnerListingsProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const listings = useOwnerListings(owner, page, PAGE_SIZE);
  const goTo = (next: number) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="owner-listings" className="flex flex-col gap-3">
      <h2 id="owner-listings" className="text-xl font-semibold text-gray-900">
        Listings
        {listings.data && listings.data.total > 0 && (
          <span className="ml-2 text-base font-normal text-gray-700">({listings.data.total})</span>
        )}
      </h2>
      {listings.isPending ? (
        <ListingGridSkeleton count={3} />
      ) : listings.isError ? (
        <LoadFailed retrying={listings.isFetching} onRetry={() => void listings.refetch()} />
      ) : listings.data.data.length === 0 ? (
        <p className="text-gray-700">{name} has no listings on AfriNest right now.</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.data.data.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} className="h-full" />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={listings.data.total} onPage={goTo} />
        </>
      )}
    </section>
  );
}
