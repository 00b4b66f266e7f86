import { AgencyPicker as SharedAgencyPicker, type AgencyLookups } from '@/components/agency-picker';
import { getAgencyQueryOptions } from '@/features/admin-entitlements/api/get-agency';
import { searchAgenciesQueryOptions } from '@/features/admin-entitlements/api/search-agencies';

const lookups = {
  agency: getAgencyQueryOptions,
  search: searchAgenciesQueryOptions,
} satisfies AgencyLookups<string[], string[]>;

export interface AgencyPickerProps {
  /** The chosen agency's id, or undefined for none yet. */
  value: string | undefined;
  onChange(id: string | undefined): void;
}

/** The page's search for its one agency: the shared picker, under this feature's cache key. */
export function AgencyPicker({ value, onChange }: AgencyPickerProps) {
  return (
    <div role="search" aria-label="Choose an agency">
      <SharedAgencyPicker lookups={lookups} value={value} onChange={onChange} />
    </div>
  );
}
