import { Link } from 'react-router';
import { toast } from 'sonner';
import { CommerceMessages, type WhatsappSettings } from '@afrinest/contract';
import { Alert, Card, cn, focusRing } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useAgentProfile } from '@/features/agent-workspace/api/get-agent-profile';
import { useWhatsappSettings } from '@/features/agent-workspace/api/get-whatsapp-settings';
import { useUpdateWhatsappSettings } from '@/features/agent-workspace/api/update-whatsapp-settings';
import { AgentQueryState } from '@/features/agent-workspace/components/agent-query-state';
import { AgentTabs } from '@/components/agent-tabs';
import { WhatsappSettingsForm } from '@/features/agent-workspace/components/whatsapp-settings-form';
import { outcomeOf, type SubmitOutcome } from '@/features/agent-workspace/submit-outcome';

/**
 * /agent/whatsapp (SUPER_AGENT): how visitors reach the agency on WhatsApp and who gets them.
 * Without the WhatsApp routing item the API answers 402: the page says so instead of the form.
 */
export function AgentWhatsappPage() {
  const me = useAgentProfile();
  const settings = useWhatsappSettings();
  const update = useUpdateWhatsappSettings();
  const notIncluded = settings.isError && toApiError(settings.error).status === 402;

  const save = async (values: WhatsappSettings): Promise<SubmitOutcome> => {
    try {
      await update.mutateAsync(values);
      toast.success('WhatsApp settings saved.');
      return null;
    } catch (e) {
      return outcomeOf(e, 'Could not save the WhatsApp settings.');
    }
  };

  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold text-gray-900">WhatsApp and leads</h1>
      <AgentTabs isSuperAgent={me.data?.role === 'SUPER_AGENT'} />
      {notIncluded ? (
        <Alert
          variant="warning"
          action={
            <Link
              to="/agent/products"
              className={cn('font-medium text-amber-950 underline underline-offset-2', focusRing)}
            >
              See your products
            </Link>
          }
        >
          {getErrorMessage(settings.error, CommerceMessages.WHATSAPP_NOT_INCLUDED)}
        </Alert>
      ) : (
        <AgentQueryState query={settings} loading="Loading the WhatsApp settings…">
          {settings.data && (
            <Card title={me.data?.agencyName ?? 'Your agency'}>
              <WhatsappSettingsForm
                current={settings.data}
                agencyName={me.data?.agencyName ?? 'your agency'}
                onSubmit={save}
              />
            </Card>
          )}
        </AgentQueryState>
      )}
    </div>
  );
}
