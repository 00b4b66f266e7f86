import { toast } from 'sonner';
import { Button, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-client';
import { useRedeliverAttempt, useWebhookAttempt } from '@/features/admin-webhooks/api/webhook-logs';

/** JSON laid out to read; anything else as it came. */
const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

const preClass =
  'max-h-72 overflow-auto rounded-md bg-gray-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-gray-900';

/** One attempt opened: the body sent, the start of the answer, and "Redeliver". */
export function AttemptDetail({ id }: { id: string }) {
  const attempt = useWebhookAttempt(id);
  const redeliver = useRedeliverAttempt();
  if (attempt.isPending) return <Spinner label="Loading the attempt…" size="sm" />;
  if (attempt.isError)
    return (
      <LoadError
        error={attempt.error}
        retrying={attempt.isFetching}
        onRetry={() => void attempt.refetch()}
      />
    );
  const a = attempt.data;
  const send = async () => {
    try {
      const answer = await redeliver.mutateAsync(a.id);
      toast.success(answer.message);
    } catch (e) {
      toast.error(toApiError(e).message);
    }
  };
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-gray-700">
        Event <span className="font-mono">{a.eventId}</span>
        {a.error && <> — {a.error}</>}
      </p>
      <section aria-label="Request body" className="flex flex-col gap-1">
        <h3 className="font-medium text-gray-900">Request body</h3>
        <pre className={preClass}>{pretty(a.requestBody)}</pre>
      </section>
      <section aria-label="Answer" className="flex flex-col gap-1">
        <h3 className="font-medium text-gray-900">
          Answer{a.httpStatus !== null && ` (HTTP ${a.httpStatus})`}, first 2 KB
        </h3>
        {a.responseBody ? (
          <pre className={preClass}>{a.responseBody}</pre>
        ) : (
          <p className="text-gray-600">No answer body.</p>
        )}
      </section>
      <div>
        <Button
          variant="secondary"
          size="sm"
          loading={redeliver.isPending}
          onClick={() => void send()}
        >
          Redeliver
        </Button>
      </div>
    </div>
  );
}
