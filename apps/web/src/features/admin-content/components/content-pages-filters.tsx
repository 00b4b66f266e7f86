import { CONTENT_KINDS, CONTENT_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterBar, labelledOptions, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import type { ContentPagesQuery } from '@/features/admin-content/api/get-content-pages';
import { kindLabels, statusLabels } from '@/features/admin-content/content-labels';

export interface ContentPagesFiltersProps {
  filters: ContentPagesQuery;
  onChange: TableUrlUpdate;
}

/** Search by title or address, and filters by kind and status, all applied on the server. */
export function ContentPagesFilters({ filters, onChange }: ContentPagesFiltersProps) {
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <FilterBar
      label="Find pages"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onSubmit={() => onChange({ q: text.trim() || undefined })}
      clear={{
        filtered: Boolean(filters.q || filters.kind || filters.status),
        onClear: () => {
          setText('');
          onChange({ q: undefined, kind: undefined, status: undefined });
        },
      }}
    >
      <SearchFilter
        label="Title or address"
        value={text}
        onChange={setText}
        placeholder="e.g. terms"
        maxLength={100}
      />
      <SelectFilter
        label="Kind"
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
        options={labelledOptions(CONTENT_KINDS, kindLabels)}
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={labelledOptions(CONTENT_STATUSES, statusLabels)}
      />
    </FilterBar>
  );
}
