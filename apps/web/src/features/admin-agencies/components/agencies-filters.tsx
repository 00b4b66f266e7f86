import { agencyStatusSchema } from '@afrinest/contract';
import { FilterBar, labelledOptions, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import { agencyStatusLabels } from '@/features/admin-agencies/agency-labels';
import type { AgenciesListFilters } from '@/features/admin-agencies/use-agencies-list-params';

export interface AgenciesFiltersProps {
  filters: AgenciesListFilters;
  onChange(patch: Partial<Record<keyof AgenciesListFilters, string | undefined>>): void;
}

/** Search by name and filter by status, both applied on the server. */
export function AgenciesFilters({ filters, onChange }: AgenciesFiltersProps) {
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <FilterBar
      label="Find agencies"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={() => onChange({ q: text.trim() || undefined })}
      clear={{
        filtered: Boolean(filters.q || filters.status),
        onClear: () => {
          setText('');
          onChange({ q: undefined, status: undefined });
        },
      }}
    >
      <SearchFilter
        label="Agency name"
        value={text}
        onChange={setText}
        placeholder="e.g. Kampala Homes"
        maxLength={200}
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={labelledOptions(agencyStatusSchema.options, agencyStatusLabels)}
      />
    </FilterBar>
  );
}
