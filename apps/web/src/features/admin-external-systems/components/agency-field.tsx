import { useController } from 'react-hook-form';
import { AgencyPicker, type AgencyLookups } from '@/components/agency-picker';
import {
  getAgencyQueryOptions,
  searchAgenciesQueryOptions,
} from '@/features/admin-external-systems/api/agency-lookups';
import type { SystemFormValues } from '@/features/admin-external-systems/system-form-values';

const lookups = {
  agency: getAgencyQueryOptions,
  search: searchAgenciesQueryOptions,
} satisfies AgencyLookups<string[], string[]>;

/** The agency the key acts for: required by the agency scopes (the contract's rule says so). */
export function AgencyField() {
  const { field, fieldState } = useController<SystemFormValues, 'agencyId'>({
    name: 'agencyId',
  });
  return (
    <div className="flex flex-col gap-1">
      <AgencyPicker
        lookups={lookups}
        label="Acts for the agency"
        clearable
        value={field.value || undefined}
        onChange={(id) => field.onChange(id ?? '')}
        error={fieldState.error?.message}
      />
      <p className="text-xs text-gray-600">
        Needed for listings:write and leads:read: the key sees and changes that agency’s data only.
      </p>
    </div>
  );
}
