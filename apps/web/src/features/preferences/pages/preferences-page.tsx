import { toast } from 'sonner';
import { Messages, type Preferences } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { usePreferencesQuery } from '@/features/preferences/api/get-preferences';
import { useUpdatePreferences } from '@/features/preferences/api/update-preferences';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';

/** /preferences: stored per person (GET/PUT /preferences) and applied across the app. */
export function PreferencesPage() {
  const prefs = usePreferencesQuery();
  const update = useUpdatePreferences();

  const save = async (values: Preferences) => {
    try {
      await update.mutateAsync(values);
      toast.success('Preferences saved.');
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not save the preferences.'));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Preferences</h1>
      <Card title="Display and emails">
        {prefs.isPending ? (
          <Spinner label="Loading your preferences…" />
        ) : prefs.isError ? (
          <Alert
            variant="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void prefs.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(prefs.error, Messages.FAILED_DATA)}
          </Alert>
        ) : (
          // A fresh form when what the server holds changes (after a save), and only then.
          <PreferencesForm key={JSON.stringify(prefs.data)} current={prefs.data} onSubmit={save} />
        )}
      </Card>
    </div>
  );
}
