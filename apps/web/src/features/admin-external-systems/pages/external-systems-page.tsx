import { Link } from 'react-router';
import { useExternalSystems } from '@/features/admin-external-systems/api/get-external-systems';
import { SystemsFilters } from '@/features/admin-external-systems/components/systems-filters';
import { SystemsTable } from '@/features/admin-external-systems/components/systems-table';
import { primaryLinkClass } from '@/features/admin-external-systems/system-labels';
import { useSystemsParams } from '@/features/admin-external-systems/use-systems-params';

/**
 * /admin/external-systems: partners' CRMs and websites that call the API with a key, their
 * scopes, agency and key state; filtered and paged on the server.
 */
export function ExternalSystemsPage() {
  const { query, update } = useSystemsParams();
  const systems = useExternalSystems(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">External systems</h1>
          <p className="text-sm text-gray-700">
            Each key acts within its scopes and, for listings and leads, within one agency; its
            calls are counted and audited like a person’s.
          </p>
        </div>
        <Link to="/admin/external-systems/new" className={primaryLinkClass}>
          Add external system
        </Link>
      </div>
      <SystemsFilters filters={query} onChange={update} />
      <SystemsTable
        page={systems.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={systems.isFetching}
        error={systems.isError ? systems.error : undefined}
        onRetry={() => void systems.refetch()}
      />
    </div>
  );
}
