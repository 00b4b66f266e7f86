import { Link } from 'react-router';
import { useWebhookLogs } from '@/features/admin-webhooks/api/webhook-logs';
import { WebhookLogsFilters } from '@/features/admin-webhooks/components/webhook-logs-filters';
import { WebhookLogsTable } from '@/features/admin-webhooks/components/webhook-logs-table';
import { useWebhookLogsParams } from '@/features/admin-webhooks/use-webhook-logs-params';
import { retryWindowText, textLinkClass } from '@/features/admin-webhooks/webhook-labels';

/**
 * /admin/webhook-logs: every attempt to deliver an event, newest first, filtered and paged on the
 * server; a row opens to the body sent and the answer, and can be redelivered.
 */
export function WebhookLogsPage() {
  const { query, backwards, update } = useWebhookLogsParams();
  const logs = useWebhookLogs(query, !backwards);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Webhook logs</h1>
        <p className="text-sm text-gray-700">
          Each attempt with its answer; failed deliveries are retried with growing waits for up to{' '}
          {retryWindowText()}.{' '}
          <Link to="/admin/webhooks" className={textLinkClass}>
            Webhooks
          </Link>
        </p>
      </div>
      <WebhookLogsFilters filters={query} onChange={update} backwards={backwards} />
      <WebhookLogsTable
        page={logs.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={logs.isFetching}
        error={logs.isError ? logs.error : undefined}
        onRetry={() => void logs.refetch()}
      />
    </div>
  );
}
