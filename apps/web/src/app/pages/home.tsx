import { Link } from 'react-router';
import { DEFAULT_COUNTRY } from '@afrinest/contract';
import { config } from '@/lib/config';
import { useAuth } from '@/features/auth/use-auth';
import { linkButton } from '@/app/layouts/link-styles';

const offers = [
  {
    title: 'Houses',
    text: 'Family homes, bungalows and townhouses to buy or rent, with the price in shillings and the neighbourhood named.',
  },
  {
    title: 'Apartments',
    text: 'Flats and serviced apartments in the city, from studios to penthouses, with the monthly rent up front.',
  },
  {
    title: 'Plots of land',
    text: 'Residential, commercial and farm land with its tenure (mailo, freehold, leasehold, customary) and size in acres, decimals or feet.',
  },
] as const;

const promises = [
  'Listings from registered agents and agencies',
  'Contact sellers by phone or WhatsApp',
  'Pages that stay light on mobile data',
] as const;

/** "/": what the product is, and the way in. Kept free of heavy code: it is the first page most people load. */
export function HomePage() {
  const { status } = useAuth();

  return (
    <>
      <section className="bg-linear-to-b from-emerald-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            {DEFAULT_COUNTRY} first, Africa next
          </p>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            Find your next home or plot of land across Africa
          </h1>
          <p className="max-w-2xl text-lg text-gray-700">
            {config.productName} brings houses, apartments and land for sale or rent together in one
            place, starting in {DEFAULT_COUNTRY}. Save the places you like, talk to trusted agents
            and keep track of everything from your phone.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
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
        </div>
      </section>

      <section aria-labelledby="offers-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="offers-title" className="text-2xl font-semibold text-gray-900">
          What you will find
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.title} className="rounded-lg border border-gray-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-gray-900">{offer.title}</h3>
              <p className="mt-2 text-sm text-gray-700">{offer.text}</p>
            </li>
          ))}
        </ul>
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
