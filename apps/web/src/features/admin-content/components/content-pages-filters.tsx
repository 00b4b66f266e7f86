import { useId } from 'react';
import { CONTENT_KINDS, CONTENT_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import type { ContentPagesQuery } from '@/features/admin-content/api/get-content-pages';
import { kindLabels, statusLabels } from '@/features/admin-content/content-labels';

export interface ContentPagesFiltersProps {
  filters: ContentPagesQuery;
  onChange: TableUrlUpdate;
}

/** Search by title or address, and filters by kind and status, all applied on the server. */
export function ContentPagesFilters({ filters, onChange }: ContentPagesFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  const filtered = Boolean(filters.q || filters.kind || filters.status);
  return (
    <form
      role="search"
      aria-label="Find pages"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Title or address">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. terms"
          maxLength={100}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-kind`} label="Kind">
        <select
          id={`${id}-kind`}
          value={filters.kind ?? ''}
          onChange={(e) => onChange({ kind: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {CONTENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </FilterField>
      <Button
        variant="ghost"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange({ q: undefined, kind: undefined, status: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
