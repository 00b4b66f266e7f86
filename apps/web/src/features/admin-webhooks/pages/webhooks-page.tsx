import { Link } from 'react-router';
import { useWebhooks } from '@/features/admin-webhooks/api/get-webhooks';
import { WebhooksFilters } from '@/features/admin-webhooks/components/webhooks-filters';
import { WebhooksTable } from '@/features/admin-webhooks/components/webhooks-table';
import { useWebhooksParams } from '@/features/admin-webhooks/use-webhooks-params';
import { primaryLinkClass, textLinkClass } from '@/features/admin-webhooks/webhook-labels';

/**
 * /admin/webhooks: the addresses AfriNest sends events to, with their state, waiting deliveries
 * and last attempt; filtered and paged on the server.
 */
export function WebhooksPage() {
  const { query, update } = useWebhooksParams();
  const endpoints = useWebhooks(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Webhooks</h1>
          <p className="text-sm text-gray-700">
            Partners’ systems that receive listing, lead, agency and payment events as they happen,
            signed as the Standard Webhooks specification says.{' '}
            <Link to="/admin/webhook-logs" className={textLinkClass}>
              Webhook logs
            </Link>
          </p>
        </div>
        <Link to="/admin/webhooks/new" className={primaryLinkClass}>
          Add endpoint
        </Link>
      </div>
      <WebhooksFilters filters={query} onChange={update} />
      <WebhooksTable
        page={endpoints.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={endpoints.isFetching}
        error={endpoints.isError ? endpoints.error : undefined}
        onRetry={() => void endpoints.refetch()}
      />
    </div>
  );
}
