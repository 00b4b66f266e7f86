import { Link } from 'react-router';
import { ContentBody } from '@/components/content-body';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { EmptyState } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { linkClass } from './link-class';
import { useContentPage, useKindListings } from '../api/content-queries';
import { LANDING_PAGES, type LandingSlug } from '../content-endpoints';
import { usePageTitle } from '@/lib/page-title';

export interface LandingPageProps {
  slug: LandingSlug;
  /** The heading while the page's own content is missing (not yet published). */
  heading: string;
  noun: [one: string, many: string];
}

/**
 * /hotels and /building: the standing page's content block (written to rank and read well)
 * above the newest listings of that kind, with the full search one link away. The listings come
 * from the same public search /properties?kind=… asks, drawn with the shared listing cards.
 */
export function LandingPage({ slug, heading, noun }: LandingPageProps) {
  const { kind } = LANDING_PAGES[slug];
  const content = useContentPage(slug);
  const listings = useKindListings(kind);
  const page = content.data;
  usePageTitle(page ? page.seoTitle || page.title : undefined);
  const searchHref = `/properties?kind=${kind}`;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {page?.title ?? heading}
        </h1>
        {page?.summary && <p className="max-w-3xl text-lg text-gray-700">{page.summary}</p>}
        {page?.html && <ContentBody html={page.html} />}
      </header>

      <section aria-labelledby="landing-listings" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="landing-listings" className="text-xl font-semibold text-gray-900">
            Newest {noun[1]}
          </h2>
          {listings.data && listings.data.total > 0 && (
            <Link to={searchHref} className={linkClass}>
              See all {listings.data.total} {listings.data.total === 1 ? noun[0] : noun[1]}
            </Link>
          )}
        </div>
        {listings.isPending ? (
          <ListingGridSkeleton label={`Loading ${noun[1]}…`} />
        ) : listings.isError ? (
          <LoadError
            error={listings.error}
            retrying={listings.isFetching}
            onRetry={() => void listings.refetch()}
          />
        ) : listings.data.data.length === 0 ? (
          <EmptyState
            title={`No ${noun[1]} listed yet`}
            description="New listings appear here as soon as agents publish them."
            className="rounded-lg border border-gray-200 bg-white"
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.data.data.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
