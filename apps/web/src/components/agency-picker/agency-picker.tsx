import { useId, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Agency, AgencyPage } from '@afrinest/contract';
import { useTypedFilter } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button, Spinner } from '@/components/ui';
import { AgencyMatches } from './agency-matches';

/**
 * How the picker reads agencies: query options from the feature that uses it, so the answers
 * sit under that feature's cache key (shared code never imports a feature's api).
 */
export interface AgencyLookups<
  AgencyKey extends QueryKey = QueryKey,
  SearchKey extends QueryKey = QueryKey,
> {
  /** One agency by id: the chosen one's name. */
  agency(id: string): UseQueryOptions<Agency, Error, Agency, AgencyKey>;
  /** A few agencies whose name matches `q`. */
  search(q: string): UseQueryOptions<AgencyPage, Error, AgencyPage, SearchKey>;
}

export interface AgencyPickerProps<
  AgencyKey extends QueryKey = QueryKey,
  SearchKey extends QueryKey = QueryKey,
> {
  lookups: AgencyLookups<AgencyKey, SearchKey>;
  /** The chosen agency's id, or undefined for none yet. */
  value: string | undefined;
  onChange(id: string | undefined): void;
  /** What the choice is for, e.g. "Agency" or "Only this agency". */
  label?: string;
  /** A filter may be emptied again; a form field is changed, not emptied. */
  clearable?: boolean;
  error?: string;
}

/** One agency, found by typing part of its name (the admin agencies search); shown by name. */
export function AgencyPicker<AgencyKey extends QueryKey, SearchKey extends QueryKey>({
  lookups,
  value,
  onChange,
  label = 'Agency',
  clearable = false,
  error,
}: AgencyPickerProps<AgencyKey, SearchKey>) {
  const id = useId();
  const [q, setQ] = useState<string>();
  const [text, setText] = useTypedFilter(q, setQ);
  // Nothing is asked until there is an agency to name or something typed to look for.
  const chosen = useQuery({ ...lookups.agency(value ?? ''), enabled: Boolean(value) });
  const matches = useQuery({ ...lookups.search(q ?? ''), enabled: Boolean(q) });
  const name = chosen.data?.name ?? (chosen.isError ? 'not found' : '…');

  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      {value && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-900">
          <span>
            {label}: <strong>{name}</strong>
          </span>
          {clearable && (
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              Any agency
            </Button>
          )}
        </div>
      )}
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {value ? 'Choose another agency' : 'Find an agency'}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Type part of the agency’s name"
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      <FieldErrorText id={`${id}-error`} message={error} />
      {q && matches.isPending && <Spinner label="Looking for agencies…" size="sm" />}
      {q && matches.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not look for agencies. Try again.
        </p>
      )}
      {q && matches.data && (
        <AgencyMatches
          agencies={matches.data.data}
          onChoose={(agencyId) => {
            onChange(agencyId);
            setText('');
            setQ(undefined);
          }}
        />
      )}
    </div>
  );
}
