import { useId, useState } from 'react';
import { useTypedFilter } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button, Spinner } from '@/components/ui';
import { useAgency } from '@/features/admin-payments/api/get-agency';
import { useSearchAgencies } from '@/features/admin-payments/api/search-agencies';

export interface AgencyPickerProps {
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
export function AgencyPicker({
  value,
  onChange,
  label = 'Agency',
  clearable = false,
  error,
}: AgencyPickerProps) {
  const id = useId();
  const [q, setQ] = useState<string>();
  const [text, setText] = useTypedFilter(q, setQ);
  const chosen = useAgency(value);
  const matches = useSearchAgencies(q ?? '');
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
        <ul aria-label="Matching agencies" className="flex flex-wrap gap-2">
          {matches.data.data.length === 0 && <li className="text-sm">No agency has that name.</li>}
          {matches.data.data.map((a) => (
            <li key={a.id}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onChange(a.id);
                  setText('');
                  setQ(undefined);
                }}
              >
                {a.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
