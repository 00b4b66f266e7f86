import {
  AgencyPicker as SharedAgencyPicker,
  type AgencyLookups,
  type AgencyPickerProps as SharedAgencyPickerProps,
} from '@/components/agency-picker';
import { getAgencyQueryOptions } from '@/features/admin-payments/api/get-agency';
import { searchAgenciesQueryOptions } from '@/features/admin-payments/api/search-agencies';

const lookups = {
  agency: getAgencyQueryOptions,
  search: searchAgenciesQueryOptions,
} satisfies AgencyLookups<string[], string[]>;

export type AgencyPickerProps = Omit<SharedAgencyPickerProps, 'lookups'>;

/** The shared agency picker, its answers kept under this feature's cache key. */
export function AgencyPicker(props: AgencyPickerProps) {
  return <SharedAgencyPicker lookups={lookups} {...props} />;
}
