import { Link } from 'react-router';
import { useManagedListings } from '../api/get-managed-listings';
import { AgentAreaShell } from '../components/agent-area-shell';
import { ListingsFilters } from '../components/listings-filters';
import { ListingsTable } from '../components/listings-table';
import { StatusHistory } from '../components/status-history';
import { primaryLinkClass, secondaryLinkClass } from '../labels';
import { useListingsParams } from '../use-listings-params';

function AgentListings() {
  const { query, update } = useListingsParams();
  const listings = useManagedListings('agent', query);
  return (
    <div className="flex flex-col gap-4">
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
