import type { TableUrlUpdate } from '@/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import type { WebhooksQuery } from '@/features/admin-webhooks/api/get-webhooks';

export interface WebhooksFiltersProps {
  filters: WebhooksQuery;
  onChange: TableUrlUpdate;
}

const activeOptions = [
  ['true', 'Active'],
  ['false', 'Disabled'],
] as const;

/** Search by address or description, and active or disabled. */
export function WebhooksFilters({ filters, onChange }: WebhooksFiltersProps) {
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <FilterBar
      label="Find endpoints"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={() => onChange({ q: text.trim() || undefined })}
      clear={{
        filtered: Boolean(filters.q || filters.active),
        onClear: () => {
          setText('');
          onChange({ q: undefined, active: undefined });
        },
      }}
    >
      <SearchFilter
        label="Address or description"
        value={text}
        onChange={setText}
        maxLength={200}
      />
      <SelectFilter
        label="Status"
        value={filters.active}
        onChange={(active) => onChange({ active })}
        options={activeOptions}
      />
    </FilterBar>
  );
}
