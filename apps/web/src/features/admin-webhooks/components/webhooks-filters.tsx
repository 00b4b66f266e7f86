import { useId } from 'react';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import type { WebhooksQuery } from '@/features/admin-webhooks/api/get-webhooks';

export interface WebhooksFiltersProps {
  filters: WebhooksQuery;
  onChange: TableUrlUpdate;
}

/** Search by address or description, and active or disabled. */
export function WebhooksFilters({ filters, onChange }: WebhooksFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label="Find endpoints"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Address or description">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-active`} label="Status">
        <select
          id={`${id}-active`}
          value={filters.active ?? ''}
          onChange={(e) => onChange({ active: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          <option value="true">Active</option>
          <option value="false">Disabled</option>
        </select>
      </FilterField>
      <Button
        variant="ghost"
        disabled={!filters.q && !filters.active}
        onClick={() => {
          setText('');
          onChange({ q: undefined, active: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
