import { Link, useLocation, useNavigate } from 'react-router';
import { CommerceMessages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { useManagedListings } from '../api/get-managed-listings';
import { AgentAreaShell } from '../components/agent-area-shell';
import { ListingsFilters } from '../components/listings-filters';
import { ListingsTable } from '../components/listings-table';
import { StatusHistory } from '../components/status-history';
import { primaryLinkClass, secondaryLinkClass, textLinkClass } from '../labels';
import { useListingsParams } from '../use-listings-params';

/** A listing just created was saved INACTIVE for want of a slot (the create page says so here). */
function SlotsFullNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!(location.state as { slotsFull?: boolean } | null)?.slotsFull) return null;
  return (
    <Alert
      variant="warning"
      action={
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/agent/products" className={textLinkClass}>
            See your products
          </Link>
          <Button
            size="sm"
            variant="ghost"
            // Forgotten with the history entry's state, so a reload does not show it again.
            onClick={() =>
              void navigate(
                { pathname: location.pathname, search: location.search },
                { replace: true, state: null },
              )
            }
          >
            Dismiss
          </Button>
        </div>
      }
    >
      {CommerceMessages.LISTING_SLOTS_FULL}
    </Alert>
  );
}

function AgentListings() {
  const { query, update } = useListingsParams();
  const listings = useManagedListings('agent', query);
  return (
    <div className="flex flex-col gap-4">
      <SlotsFullNotice />
      <ListingsFilters filters={query} onChange={update} />
      <ListingsTable
        scope="agent"
        page={listings.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={query.sort}
        onSortChange={(sort) => update({ sort })}
        isLoading={listings.isFetching}
        error={listings.isError ? listings.error : undefined}
        onRetry={() => void listings.refetch()}
        renderExpanded={(l) => <StatusHistory listingId={l.id} />}
      />
    </div>
  );
}

/** /agent/properties: the agency's listings in every status, with their status actions. */
export function AgentPropertiesPage() {
  return (
    <AgentAreaShell
      title="Your listings"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/agent/properties/import" className={secondaryLinkClass}>
            Import
          </Link>
          <Link to="/agent/properties/new" className={primaryLinkClass}>
            Add a listing
          </Link>
        </div>
      }
    >
      {() => <AgentListings />}
    </AgentAreaShell>
  );
}
