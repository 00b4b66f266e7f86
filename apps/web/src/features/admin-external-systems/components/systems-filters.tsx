import { useId } from 'react';
import { EXTERNAL_SYSTEM_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import type { ExternalSystemsQuery } from '@/features/admin-external-systems/api/get-external-systems';
import { statusLabels } from '@/features/admin-external-systems/system-labels';

export interface SystemsFiltersProps {
  filters: ExternalSystemsQuery;
  onChange: TableUrlUpdate;
}

/** Search by name or owner, and the key's status. */
export function SystemsFilters({ filters, onChange }: SystemsFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label="Find external systems"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Name or owner">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {EXTERNAL_SYSTEM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </FilterField>
      <Button
        variant="ghost"
        disabled={!filters.q && !filters.status}
        onClick={() => {
          setText('');
          onChange({ q: undefined, status: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
