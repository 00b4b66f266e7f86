import { EXTERNAL_SYSTEM_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterBar, labelledOptions, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import type { ExternalSystemsQuery } from '@/features/admin-external-systems/api/get-external-systems';
import { statusLabels } from '@/features/admin-external-systems/system-labels';

export interface SystemsFiltersProps {
  filters: ExternalSystemsQuery;
  onChange: TableUrlUpdate;
}

/** Search by name or owner, and the key's status. */
export function SystemsFilters({ filters, onChange }: SystemsFiltersProps) {
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <FilterBar
      label="Find external systems"
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
      <SearchFilter label="Name or owner" value={text} onChange={setText} maxLength={200} />
      <SelectFilter
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={labelledOptions(EXTERNAL_SYSTEM_STATUSES, statusLabels)}
      />
    </FilterBar>
  );
}
