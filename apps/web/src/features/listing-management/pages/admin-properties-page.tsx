import { useState } from 'react';
import { useAgencyOptions } from '../api/get-form-options';
import { useManagedListings } from '../api/get-managed-listings';
import { BulkStatusBar } from '../components/bulk-status-bar';
import { ListingDetails } from '../components/listing-details';
import { ListingsFilters } from '../components/listings-filters';
import { ListingsTable } from '../components/listings-table';
import { useListingsParams } from '../use-listings-params';

/** /admin/properties: every listing; select rows to change their status together. */
export function AdminPropertiesPage() {
  const { query, update } = useListingsParams();
  const listings = useManagedListings('admin', query);
  const agencies = useAgencyOptions(true);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Properties</h1>
        <p className="text-sm text-gray-700">
          Select listings to change their status together; open a row for its details, featuring and
          status history.
        </p>
      </div>
      <ListingsFilters filters={query} onChange={update} agencies={agencies.data ?? []} />
      {selected.length > 0 && <BulkStatusBar selected={selected} />}
      <ListingsTable
        scope="admin"
        page={listings.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={query.sort}
        onSortChange={(sort) => update({ sort })}
        isLoading={listings.isFetching}
        error={listings.isError ? listings.error : undefined}
        onRetry={() => void listings.refetch()}
        onSelectionChange={setSelected}
        renderExpanded={(l) => <ListingDetails listing={l} />}
      />
    </div>
  );
}
