import { useEffect, useId, useState } from 'react';
import { roleSchema, userStatusSchema } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { inputClass as inputLike } from '@/components/form/field-shell';
import { useUserCountries } from '@/features/admin-users/api/get-user-countries';
import { roleLabels, statusLabels } from '@/features/admin-users/user-labels';
import type { UsersListFilters } from '@/features/admin-users/use-users-list-params';

export interface UsersFiltersProps {
  filters: UsersListFilters;
  onChange(patch: Partial<Record<keyof UsersListFilters, string | undefined>>): void;
}

/** A pause this long after typing sends the search; each key press would be a request. */
const SEARCH_DELAY_MS = 300;

/** Search by name or email, and filters by role, status and country, all applied on the server. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const id = useId();
  const countries = useUserCountries();
  const [text, setText] = useState(filters.q ?? '');

  // The address bar may change the search too (Back, a link): follow it, but keep what is
  // being typed when it only differs by the spaces the search leaves out.
  useEffect(
    () => setText((t) => (t.trim() === (filters.q ?? '') ? t : (filters.q ?? ''))),
    [filters.q],
  );
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

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
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-gray-900">
          Name or email
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Nakato or @gmail.com"
          maxLength={200}
          className={inputLike}
        />
      </div>
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
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-gray-900">
        {props.label}
      </label>
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
    </div>
  );
}
