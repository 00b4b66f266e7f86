import { LoginLogsFilters } from '@/features/login-logs/components/login-logs-filters';
import { LoginLogsTable } from '@/features/login-logs/components/login-logs-table';
import { useLoginLogs } from '@/features/login-logs/api/get-login-logs';
import { useLoginLogsParams } from '@/features/login-logs/use-login-logs-params';

/** /admin/login-logs (SPEC §2): every sign-in attempt, filtered and paged on the server. */
export function LoginLogsPage() {
  const { filters, query, sort, order, page, update } = useLoginLogsParams();
  const logs = useLoginLogs(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Login logs</h1>
        <p className="text-sm text-gray-700">
          Every sign-in attempt, successful or not, newest first. Times are in your time zone.
        </p>
      </div>
      <LoginLogsFilters filters={filters} onChange={update} />
      <LoginLogsTable
        page={logs.data}
        pageIndex={page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={sort}
        order={order}
        onSortChange={(s, o) => update({ sort: s, order: o })}
        isLoading={logs.isFetching}
        error={logs.isError ? logs.error : undefined}
        onRetry={() => void logs.refetch()}
      />
    </div>
  );
}
