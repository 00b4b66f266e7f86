import { Link, useParams } from 'react-router';
import { Badge, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useWebhook } from '@/features/admin-webhooks/api/get-webhook';
import { EndpointActions } from '@/features/admin-webhooks/components/endpoint-actions';
import { WebhookEditor } from '@/features/admin-webhooks/components/webhook-editor';
import {
  endpointState,
  formatDateTime,
  textLinkClass,
} from '@/features/admin-webhooks/webhook-labels';

function Header({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Link to="/admin/webhooks" className={`text-sm ${textLinkClass} underline`}>
        All webhooks
      </Link>
      <h1 className="text-2xl font-semibold break-all text-gray-900">{title}</h1>
    </div>
  );
}

/** /admin/webhooks/new: an address, the events it wants, and its secret once saved. */
export function NewWebhookPage() {
  return (
    <div className="flex flex-col gap-6">
      <Header title="Add a webhook endpoint" />
      <WebhookEditor />
    </div>
  );
}

/** /admin/webhooks/{id}/edit: the endpoint, its state, a test event, a new secret, delete. */
export function EditWebhookPage() {
  const { id = '' } = useParams();
  const endpoint = useWebhook(id);
  return (
    <div className="flex flex-col gap-6">
      <Header title={endpoint.data ? `Edit ${endpoint.data.url}` : 'Edit webhook endpoint'} />
      {endpoint.isPending ? (
        <Spinner label="Loading the endpoint…" />
      ) : endpoint.isError ? (
        <LoadError
          error={endpoint.error}
          retrying={endpoint.isFetching}
          onRetry={() => void endpoint.refetch()}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2 text-sm text-gray-700">
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={endpointState(endpoint.data).tone}>
                {endpointState(endpoint.data).label}
              </Badge>
              <span>
                Secret ending <span className="font-mono">{endpoint.data.secretHint}</span>
                {endpoint.data.previousSecretUntil &&
                  `; the previous one signs too until ${formatDateTime(endpoint.data.previousSecretUntil)}`}
              </span>
              <Link
                to={`/admin/webhook-logs?endpointId=${endpoint.data.id}`}
                className={textLinkClass}
              >
                This endpoint’s deliveries
              </Link>
            </div>
            <EndpointActions endpoint={endpoint.data} />
          </div>
          {/* The form starts anew when the endpoint is saved elsewhere (a rotation here). */}
          <WebhookEditor
            key={`${endpoint.data.id}:${endpoint.data.updatedAt}`}
            endpoint={endpoint.data}
          />
        </>
      )}
    </div>
  );
}
