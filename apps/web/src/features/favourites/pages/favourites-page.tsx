import { Link } from 'react-router';
import { Messages, toListingSummary } from '@afrinest/contract';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { Alert, Button, cn, EmptyState, focusRing } from '@/components/ui';
import { FAVOURITES_PAGE_SIZE, useMyFavourites } from '../api/get-my-favourites';
import { Pager } from '@/components/ui';
import { usePageParam } from '../use-page-param';

/**
 * /user/favourites: the listings I saved, newest first, as cards. Tapping a card's heart removes
 * the listing from my favourites and from this list.
 */
export function FavouritesPage() {
  const [page, setPage] = usePageParam();
  const favourites = useMyFavourites(page);
  const data = favourites.data;
  // The last listing of a later page removed: go back to the page that still has some.
  if (data && data.data.length === 0 && page > 1 && data.total > 0)
    setPage(Math.ceil(data.total / FAVOURITES_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">Your favourites</h1>
        {data && data.total > 0 && (
          <p className="text-sm text-gray-700">
            {data.total} saved listing{data.total === 1 ? '' : 's'}
          </p>
        )}
      </div>
      {favourites.isPending ? (
        <ListingGridSkeleton label="Loading your favourites…" />
      ) : favourites.isError ? (
        <Alert
          variant="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={favourites.isFetching}
              onClick={() => void favourites.refetch()}
            >
              Try again
            </Button>
          }
        >
          {Messages.FAILED_DATA}
        </Alert>
      ) : data!.total === 0 ? (
        <EmptyState
          title="No favourites yet"
          description="Tap the heart on a listing to keep it here and find it again on any device."
          className="rounded-lg border border-gray-200 bg-white"
          action={
            <Link
              to="/properties"
              className={cn(
                'inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800',
                focusRing,
              )}
            >
              Browse properties
            </Link>
          }
        />
      ) : (
        <>
          <ul
            aria-label="Your favourites"
            className={cn(
              'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
              favourites.isPlaceholderData && 'opacity-60',
            )}
          >
            {data!.data.map((f) => (
              <li key={f.listing.id}>
                <ListingCard listing={toListingSummary(f.listing)} signedIn className="h-full" />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={FAVOURITES_PAGE_SIZE} total={data!.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
