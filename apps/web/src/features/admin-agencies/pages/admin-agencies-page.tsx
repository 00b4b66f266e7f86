import { Link } from 'react-router';
import { useAdminAgencies } from '@/features/admin-agencies/api/get-admin-agencies';
import { primaryLinkClass } from '@/features/admin-agencies/agency-labels';
import { AgenciesFilters } from '@/features/admin-agencies/components/agencies-filters';
import { AgenciesTable } from '@/features/admin-agencies/components/agencies-table';
import { useAgenciesListParams } from '@/features/admin-agencies/use-agencies-list-params';

/** /admin/broker-agencies: every agency, searched, filtered and paged on the server. */
export function AdminAgenciesPage() {
  const { query, update } = useAgenciesListParams();
  const agencies = useAdminAgencies(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Broker agencies</h1>
          <p className="text-sm text-gray-700">
            Open a row for its agents; edit an agency to change its details, its status or to invite
            its agents.
          </p>
        </div>
        <Link to="/admin/broker-agencies/new" className={primaryLinkClass}>
          Add an agency
        </Link>
      </div>
      <AgenciesFilters filters={query} onChange={update} />
      <AgenciesTable
        page={agencies.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={query.sort}
        order={query.order}
        onSortChange={(sort, order) => update({ sort, order })}
        isLoading={agencies.isFetching}
        error={agencies.isError ? agencies.error : undefined}
        onRetry={() => void agencies.refetch()}
      />
    </div>
  );
}
