import { Link } from 'react-router';
import { DEFAULT_COUNTRY } from '@afrinest/contract';
import { AdSlot } from '@/components/ad-slot';
import { config } from '@/lib/config';
import { useAuth } from '@/features/auth/use-auth';
import { linkButton } from '@/app/layouts/link-styles';
import {
  BrowseByPlace,
  FeaturedAndLatest,
  HomeSearch,
  PlotsTeaser,
} from '@/features/listings/home';

const promises = [
  'Listings from registered agents and agencies',
  'Contact sellers by phone or WhatsApp',
  'Pages that stay light on mobile data',
] as const;

/**
 * "/": search first (Property24-style), then featured and latest listings, places to browse,
 * plots, and the way in. Kept free of heavy code: it is the first page most people load.
 */
export function HomePage() {
  const { status } = useAuth();

  return (
    <>
      <section className="bg-linear-to-b from-emerald-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            {DEFAULT_COUNTRY} first, Africa next
          </p>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            Find your next home or plot of land across Africa
          </h1>
          <p className="max-w-2xl text-lg text-gray-700">
            {config.productName} brings houses, apartments and land for sale or rent together in one
            place, starting in {DEFAULT_COUNTRY}.
          </p>
          <HomeSearch />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to="/plots" className="font-medium text-emerald-800 underline">
              Search plots by acres and tenure
            </Link>
            <Link to="/properties-map" className="font-medium text-emerald-800 underline">
              Browse on the map
            </Link>
          </p>
        </div>
      </section>

      <FeaturedAndLatest />
      <div className="mx-auto max-w-6xl px-4">
        <AdSlot slot="HOME_BANNER" page="home" />
      </div>
      <BrowseByPlace />
      <PlotsTeaser />

      <section aria-labelledby="account-title" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="account-title" className="text-2xl font-semibold text-gray-900">
          Save the places you like
        </h2>
        <p className="mt-2 max-w-2xl text-gray-700">
          Keep favourites, talk to trusted agents and keep track of everything from your phone.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {status === 'signed-in' ? (
            <Link to="/dashboard" className={linkButton.primary}>
              Go to your dashboard
            </Link>
          ) : (
            <>
              <Link to="/register" className={linkButton.primary}>
                Create a free account
              </Link>
              <Link to="/login" className={linkButton.secondary}>
                Sign in
              </Link>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="promise-title" className="bg-gray-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="promise-title" className="text-2xl font-semibold text-gray-900">
            Built for buyers, renters and agents in {DEFAULT_COUNTRY}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {promises.map((promise) => (
              <li key={promise} className="flex items-start gap-2 text-gray-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700"
                  fill="currentColor"
                >
                  <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
