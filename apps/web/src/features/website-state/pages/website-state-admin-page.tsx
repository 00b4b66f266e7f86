import { toast } from 'sonner';
import type { UpdateWebsiteState } from '@afrinest/contract';
import { Badge, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useWebsiteStateQuery } from '@/features/website-state/api/get-website-state';
import { useUpdateWebsiteState } from '@/features/website-state/api/update-website-state';
import { WebsiteStateForm } from '@/features/website-state/components/website-state-form';
import { websiteStateEffects, websiteStateLabels } from '@/features/website-state/state-labels';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return date.getTime() > 0 ? date.toLocaleString() : 'never';
};

/** /admin/website-state: see the state every visitor gets, and change it. */
export function WebsiteStateAdminPage() {
  const query = useWebsiteStateQuery();
  const update = useUpdateWebsiteState();

  const save = async (values: UpdateWebsiteState) => {
    try {
      const saved = await update.mutateAsync(values);
      toast.success(`Website state set to ${websiteStateLabels[saved.state]}.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not change the website state.'));
    }
  };

  const heading = <h1 className="text-2xl font-semibold text-gray-900">Website state</h1>;
  // The form starts from what the server holds, so it waits for the first answer.
  if (!query.data) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Spinner label="Loading the website state…" />
      </div>
    );
  }
  const current = query.data;

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <Card title="Current state">
        <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-gray-700">State</dt>
          <dd>
            <Badge tone={current.state === 'NORMAL' ? 'success' : 'warning'}>
              {websiteStateLabels[current.state]}
            </Badge>{' '}
            <span className="text-gray-700">{websiteStateEffects[current.state]}</span>
          </dd>
          <dt className="font-medium text-gray-700">Message</dt>
          <dd className="whitespace-pre-line">{current.description || '—'}</dd>
          <dt className="font-medium text-gray-700">Last changed</dt>
          <dd>{formatDate(current.updated_at)}</dd>
        </dl>
      </Card>
      <Card title="Change the state">
        {/* Keyed by the saved time, so the form starts again from what the server holds. */}
        <WebsiteStateForm key={current.updated_at} current={current} onSubmit={save} />
      </Card>
    </div>
  );
}
