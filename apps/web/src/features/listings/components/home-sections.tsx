import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingSummary } from '@afrinest/contract';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { Alert } from '@/components/ui';
import { useHomeListings } from '../api/get-home-listings';
import { useListingPlaces } from '../api/get-listing-places';
import { emptySearch, toSearchParams } from '../search-params';

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold text-gray-900">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="text-sm font-medium text-emerald-800 underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Cards({
  listings,
  isError,
  skeletons,
}: {
  listings: ListingSummary[] | undefined;
  isError: boolean;
  skeletons: number;
}) {
  if (isError)
    return <Alert variant="error">Could not load these listings. Reload to try again.</Alert>;
  if (!listings)
    return <ListingGridSkeleton count={skeletons} className="sm:grid-cols-2 lg:grid-cols-4" />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listings.map((listing) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

const LATEST_MORE = { to: '/properties', label: 'See all properties' };

/**
 * Featured listings now, then the newest (GET /api/properties/home, shared with the plots
 * teaser: one question, no listing in two sections); no Featured section when nothing is
 * featured. The first section is one element throughout (key "first"): while loading it is
 * Featured's skeleton, and when nothing turns out featured the same element becomes Latest, so
 * what is on screen does not jump when the answer arrives (layout shift, DESIGN.md §4).
 */
export function FeaturedAndLatest() {
  const home = useHomeListings();
  const latestCards = <Cards listings={home.data?.latest} isError={home.isError} skeletons={4} />;
  if (home.data && home.data.featured.length === 0) {
    return (
      <Section key="first" id="latest-title" title="Latest listings" more={LATEST_MORE}>
        {latestCards}
      </Section>
    );
  }
  return (
    <>
      <Section key="first" id="featured-title" title="Featured">
        <Cards listings={home.data?.featured} isError={home.isError} skeletons={4} />
      </Section>
      <Section key="second" id="latest-title" title="Latest listings" more={LATEST_MORE}>
        {latestCards}
      </Section>
    </>
  );
}

/** Plots first for land buyers: featured plots, then the newest, none shown above. */
export function PlotsTeaser() {
  const home = useHomeListings();
  return (
    <div className="bg-amber-50/60">
      <Section
        id="plots-title"
        title="Plots of land"
        more={{ to: '/plots', label: 'Search plots' }}
      >
        <p className="-mt-2 mb-4 max-w-2xl text-sm text-gray-700">
          Mailo, freehold, leasehold, customary and kibanja land, with the size in acres, decimals
          or feet and the price per acre.
        </p>
        <Cards listings={home.data?.plots} isError={home.isError} skeletons={4} />
      </Section>
    </div>
  );
}

const placeLink = (id: string, name: string) =>
  `/properties?${toSearchParams({ ...emptySearch(), placeId: id, placeName: name })}`;

/** "Browse by region and city": places of the default country with listings, and how many. */
export function BrowseByPlace() {
  const places = useListingPlaces();
  const country = places.data?.country?.name;
  return (
    <Section
      id="places-title"
      title={country ? `Browse ${country} by region and city` : 'Browse by region and city'}
    >
      {places.isError && (
        <Alert variant="error">Could not load the places. Reload to try again.</Alert>
      )}
      {!places.data && !places.isError && (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-gray-100" />
      )}
      {places.data && (
        <div className="grid gap-6 sm:grid-cols-2">
          <PlaceList title="Regions" places={places.data.regions} />
          <PlaceList title="Cities and towns" places={places.data.cities} />
        </div>
      )}
    </Section>
  );
}

function PlaceList({
  title,
  places,
}: {
  title: string;
  places: { id: string; name: string; count: number }[];
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-gray-700 uppercase">{title}</h3>
      {places.length === 0 ? (
        <p className="text-sm text-gray-700">No listings yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {places.map((p) => (
            <li key={p.id}>
              <Link
                to={placeLink(p.id, p.name)}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 text-sm text-gray-900 hover:border-emerald-700 hover:bg-emerald-50"
              >
                {p.name}
                <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-700">
                  {p.count}
                  <span className="sr-only"> listings</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
