import type { UseQueryResult } from '@tanstack/react-query';
import type { Listing } from '@afrinest/contract';
import { Spinner } from '@/components/ui';
import { isNotFound } from '../api/get-listing';
import { ListingUnavailable } from './listing-unavailable';
import { LoadFailed } from './load-failed';

/**
 * What a listing page shows until its listing is there: a spinner, "no longer available" (404),
 * or a retry for a failure that may pass. Null once the listing has loaded.
 */
export function ListingQueryState({ query }: { query: UseQueryResult<Listing> }) {
  // A screen high while loading: the footer stays out of view instead of being pushed down
  // (a layout shift) when the listing arrives.
  if (query.isPending)
    return (
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-10">
        <Spinner label="Loading the listing…" />
      </div>
    );
  if (query.isError)
    return isNotFound(query.error) ? (
      <ListingUnavailable />
    ) : (
      <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  return null;
}
