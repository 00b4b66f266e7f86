import { useId } from 'react';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { kindLabels, options, statusLabels } from '../labels';
import type { ListingsFilters as Filters } from '../use-listings-params';

export interface ListingsFiltersProps {
  filters: Filters;
  onChange(patch: Partial<Record<keyof Filters, string | undefined>>): void;
  /** Admins filter by agency too. */
  agencies?: { id: string; name: string }[];
}

/** Text, status, kind (and agency for admins), applied on the server. */
export function ListingsFilters({ filters, onChange, agencies }: ListingsFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  const select = (key: keyof Filters, label: string, list: { value: string; label: string }[]) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <select
        id={`${id}-${key}`}
        value={filters[key] ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value || undefined })}
        className={inputClass}
      >
        <option value="">All</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
  const any = Boolean(filters.q || filters.status || filters.kind || filters.agencyId);
  return (
    <form
      role="search"
      aria-label="Find listings"
      className={`grid gap-3 sm:items-end ${agencies ? 'sm:grid-cols-[2fr_1fr_1fr_1fr_auto]' : 'sm:grid-cols-[2fr_1fr_1fr_auto]'}`}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Search">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Title, description or place"
          maxLength={200}
          className={inputClass}
        />
      </FilterField>
      {select('status', 'Status', options(statusLabels))}
      {select('kind', 'Kind', options(kindLabels))}
      {agencies &&
        select(
          'agencyId',
          'Agency',
          agencies.map((a) => ({ value: a.id, label: a.name })),
        )}
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => {
          setText('');
          onChange({ q: undefined, status: undefined, kind: undefined, agencyId: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
