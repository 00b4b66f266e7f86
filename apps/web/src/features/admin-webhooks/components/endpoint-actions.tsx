import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  WEBHOOK_OLD_SECRET_HOURS,
  WebhookMessages,
  type WebhookEndpoint,
} from '@afrinest/contract';
import { Button, ConfirmDialog } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
} from '@/features/admin-webhooks/api/webhook-actions';
import { SecretDialog } from '@/features/admin-webhooks/components/secret-dialog';

type Asking = 'rotate' | 'delete' | undefined;

/** Rotate the secret, send a test event, or delete the endpoint; each asks first if it cannot be undone. */
export function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const navigate = useNavigate();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const remove = useDeleteWebhook();
  const [asking, setAsking] = useState<Asking>();
  const [secret, setSecret] = useState<string>();
  const logsPath = `/admin/webhook-logs?endpointId=${endpoint.id}`;

  const doRotate = async () => {
    try {
      const answer = await rotate.mutateAsync(endpoint.id);
      setSecret(answer.secret);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setAsking(undefined);
    }
  };
  const doTest = async () => {
    try {
      const answer = await test.mutateAsync(endpoint.id);
      toast.success(answer.message, {
        action: { label: 'See the logs', onClick: () => void navigate(logsPath) },
      });
    } catch (e) {
      toast.error(toApiError(e).message);
    }
  };
  const doDelete = async () => {
    try {
      await remove.mutateAsync(endpoint.id);
      toast.success('The endpoint was deleted.');
      void navigate('/admin/webhooks', { replace: true });
    } catch (e) {
      toast.error(toApiError(e).message);
      setAsking(undefined);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" loading={test.isPending} onClick={() => void doTest()}>
        Send test event
      </Button>
      <Button variant="secondary" onClick={() => setAsking('rotate')}>
        Rotate secret
      </Button>
      <Button variant="danger" onClick={() => setAsking('delete')}>
        Delete
      </Button>
      {asking === 'rotate' && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          busy={rotate.isPending}
          onConfirm={() => void doRotate()}
          onCancel={() => setAsking(undefined)}
        >
          A new secret signs from now on; the current one keeps signing beside it for{' '}
          {WEBHOOK_OLD_SECRET_HOURS} hours, so your receiver can switch without losing events.
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title={`Delete ${endpoint.url}?`}
          confirmLabel="Delete the endpoint"
          danger
          busy={remove.isPending}
          onConfirm={() => void doDelete()}
          onCancel={() => setAsking(undefined)}
        >
          It gets no more events, and its waiting deliveries are dropped. This cannot be undone.
        </ConfirmDialog>
      )}
      {secret && (
        <SecretDialog
          secret={secret}
          intro={WebhookMessages.SECRET_ROTATED}
          onClose={() => setSecret(undefined)}
        />
      )}
    </div>
  );
}
