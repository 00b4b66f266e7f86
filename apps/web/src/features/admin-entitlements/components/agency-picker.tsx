import { useId, useState } from 'react';
import { useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button, Spinner } from '@/components/ui';
import { useAgency } from '@/features/admin-entitlements/api/get-agency';
import { useSearchAgencies } from '@/features/admin-entitlements/api/search-agencies';

export interface AgencyPickerProps {
  /** The chosen agency's id, or undefined for none yet. */
  value: string | undefined;
  onChange(id: string | undefined): void;
}

/** One agency, found by typing part of its name; the choice is shown by name. */
export function AgencyPicker({ value, onChange }: AgencyPickerProps) {
  const id = useId();
  const [q, setQ] = useState<string>();
  const [text, setText] = useTypedFilter(q, setQ);
  const chosen = useAgency(value);
  const matches = useSearchAgencies(q ?? '');

  return (
    <div role="search" aria-label="Choose an agency" className="flex flex-col gap-2">
      {value && (
        <p className="text-sm text-gray-900">
          Agency: <strong>{chosen.data?.name ?? (chosen.isError ? 'not found' : '…')}</strong>
        </p>
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
        className={inputClass}
      />
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
