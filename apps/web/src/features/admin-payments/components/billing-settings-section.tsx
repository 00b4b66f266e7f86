import { Spinner } from '@/components/ui';
import { useBillingSettings } from '@/features/admin-payments/api/get-billing-settings';
import { BillingSettingsForm } from '@/features/admin-payments/components/billing-settings-form';
import { LoadError } from '@/features/admin-payments/components/load-error';

/** The billing settings, loaded, then edited in their form. */
export function BillingSettingsSection() {
  const settings = useBillingSettings();
  if (settings.isPending) return <Spinner label="Loading the billing settings…" />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <BillingSettingsForm settings={settings.data} />;
}
