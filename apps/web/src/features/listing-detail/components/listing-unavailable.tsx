import { Link } from 'react-router';
import { EmptyState } from '@/components/ui';
import { actionStyles } from './action-styles';

/** A listing that is gone (sold, withdrawn, removed) or a wrong link: a way back to search. */
export function ListingUnavailable() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="sr-only">This listing is no longer available</h1>
      <EmptyState
        title="This listing is no longer available"
        description="It may have been sold, let or withdrawn, or the link may be wrong."
        className="rounded-lg border border-gray-200 bg-white"
        action={
          <Link to="/properties" className={actionStyles.primary}>
            Search properties
          </Link>
        }
      />
    </div>
  );
}
