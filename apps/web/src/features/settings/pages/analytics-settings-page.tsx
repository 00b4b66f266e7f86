import { toast } from 'sonner';
import { Messages, type UpdateAnalyticsConfig } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAnalyticsConfig } from '@/features/settings/api/get-analytics-config';
import { useUpdateAnalyticsConfig } from '@/features/settings/api/update-analytics-config';
import { AnalyticsConfigForm } from '@/features/settings/components/analytics-config-form';
import { ContactDetailsCard } from '@/features/settings/components/contact-details-card';

/** /admin/settings: the analytics configuration (SPEC §3 Analytics config) and the contact details. */
export function AnalyticsSettingsPage() {
  const config = useAnalyticsConfig();
  const update = useUpdateAnalyticsConfig();

  const save = async (values: UpdateAnalyticsConfig) => {
    try {
      await update.mutateAsync(values);
      toast.success('Analytics settings saved.');
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not save the analytics settings.'));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Settings</h1>
      <Card title="Google Analytics">
        {config.isPending ? (
          <Spinner label="Loading the analytics settings…" />
        ) : config.isError ? (
          <Alert
            variant="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(config.error, Messages.FAILED_ANALYTICS)}
          </Alert>
        ) : (
          <AnalyticsConfigForm
            // A fresh form when the saved values change; a background refetch of the same values
            // (window focus) must not wipe what the admin is typing.
            key={`${config.data.measurementId}|${config.data.isEnabled}`}
            current={config.data}
            onSubmit={save}
          />
        )}
      </Card>
      <ContactDetailsCard />
    </div>
  );
}
