import { useController } from 'react-hook-form';
import { AgencyPicker, type AgencyLookups } from '@/components/agency-picker';
import {
  getAgencyQueryOptions,
  searchAgenciesQueryOptions,
} from '@/features/admin-webhooks/api/agency-lookups';
import type { WebhookFormValues } from '@/features/admin-webhooks/webhook-form-values';

const lookups = {
  agency: getAgencyQueryOptions,
  search: searchAgenciesQueryOptions,
} satisfies AgencyLookups<string[], string[]>;

/** Optional: an endpoint scoped to one agency gets only that agency's events. */
export function AgencyField() {
  const { field, fieldState } = useController<WebhookFormValues, 'agencyId'>({ name: 'agencyId' });
  return (
    <div className="flex flex-col gap-1">
      <AgencyPicker
        lookups={lookups}
        label="Only this agency’s events"
        clearable
        value={field.value || undefined}
        onChange={(id) => field.onChange(id ?? '')}
        error={fieldState.error?.message}
      />
      {!field.value && (
        <p className="text-xs text-gray-600">No agency chosen: events of every agency.</p>
      )}
    </div>
  );
}
