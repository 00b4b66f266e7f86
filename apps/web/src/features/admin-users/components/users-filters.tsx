import { useId } from 'react';
import { roleSchema, userStatusSchema } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass as inputLike } from '@/components/form/field-shell';
import { useUserCountries } from '@/features/admin-users/api/get-user-countries';
import { roleLabels, statusLabels } from '@/features/admin-users/user-labels';
import type { UsersListFilters } from '@/features/admin-users/use-users-list-params';

export interface UsersFiltersProps {
  filters: UsersListFilters;
  onChange(patch: Partial<Record<keyof UsersListFilters, string | undefined>>): void;
}

/** Search by name or email, and filters by role, status and country, all applied on the server. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const id = useId();
  const countries = useUserCountries();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));

  const filtered = Boolean(filters.q || filters.role || filters.status || filters.country);
  const countryOptions = [...new Set([...(countries.data ?? []), filters.country ?? ''])].filter(
    Boolean,
  );

  return (
    <form
      role="search"
      aria-label="Find users"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Name or email">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Nakato or @gmail.com"
          maxLength={200}
          className={inputLike}
        />
      </FilterField>
      <Select
        id={`${id}-role`}
        label="Role"
        value={filters.role ?? ''}
        onChange={(role) => onChange({ role })}
        options={roleSchema.options.map((r) => ({ value: r, label: roleLabels[r] }))}
      />
      <Select
        id={`${id}-status`}
        label="Status"
        value={filters.status ?? ''}
        onChange={(status) => onChange({ status })}
        options={userStatusSchema.options.map((s) => ({ value: s, label: statusLabels[s] }))}
      />
      <Select
        id={`${id}-country`}
        label="Country"
        value={filters.country ?? ''}
        onChange={(country) => onChange({ country })}
        options={countryOptions.map((c) => ({ value: c, label: c }))}
      />
      <Button
        variant="ghost"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange({ q: undefined, role: undefined, status: undefined, country: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}

function Select(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string | undefined): void;
  options: { value: string; label: string }[];
}) {
  return (
    <FilterField id={props.id} label={props.label}>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value || undefined)}
        className={inputLike}
      >
        <option value="">All</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
