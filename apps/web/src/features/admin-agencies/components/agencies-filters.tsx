import { useId } from 'react';
import { agencyStatusSchema } from '@afrinest/contract';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { agencyStatusLabels } from '@/features/admin-agencies/agency-labels';
import type { AgenciesListFilters } from '@/features/admin-agencies/use-agencies-list-params';

export interface AgenciesFiltersProps {
  filters: AgenciesListFilters;
  onChange(patch: Partial<Record<keyof AgenciesListFilters, string | undefined>>): void;
}

/** Search by name and filter by status, both applied on the server. */
export function AgenciesFilters({ filters, onChange }: AgenciesFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label="Find agencies"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Agency name">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Kampala Homes"
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
          {agencyStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {agencyStatusLabels[s]}
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
