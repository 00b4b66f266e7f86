import { useId } from 'react';
import { useTypedFilter } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button, Spinner } from '@/components/ui';

export interface Choice {
  id: string;
  label: string;
  /** A second line: an agent's agency. */
  detail?: string;
}

export interface MultiPickerProps {
  /** What is chosen, plural: "Agencies". */
  legend: string;
  /** One of them, for the search box and buttons: "agency". */
  noun: string;
  chosen: Choice[];
  onChange(next: Choice[]): void;
  /** The search sent (after typing pauses), and where to report a new one. */
  search: string | undefined;
  onSearch(q: string | undefined): void;
  matches: Choice[] | undefined;
  searching: boolean;
  searchFailed: boolean;
  max: number;
  error?: string;
}

/** Several agencies or agents, added one by one from a search and removed with a button. */
export function MultiPicker(props: MultiPickerProps) {
  const { legend, noun, chosen, onChange, search, matches, max, error } = props;
  const id = useId();
  const [text, setText] = useTypedFilter(search, props.onSearch);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const full = chosen.length >= max;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-900">
        {legend} ({chosen.length} of at most {max})
      </legend>
      {chosen.length > 0 ? (
        <ul aria-label={`Chosen ${legend.toLowerCase()}`} className="flex flex-wrap gap-2">
          {chosen.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-1 rounded-full border border-gray-300 bg-gray-50 py-0.5 pr-1 pl-3 text-sm"
            >
              <span>
                {c.label}
                {c.detail && <span className="text-gray-700"> · {c.detail}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${c.label}`}
                onClick={() => onChange(chosen.filter((x) => x.id !== c.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">None chosen yet.</p>
      )}
      <label htmlFor={`${id}-q`} className="text-sm text-gray-900">
        Find an {noun} to add
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={`Type part of the ${noun}’s name`}
        maxLength={100}
        className={inputClass}
      />
      {search && props.searching && !matches && <Spinner size="sm" label="Searching…" />}
      {search && props.searchFailed && (
        <p role="alert" className="text-sm text-red-700">
          Could not search. Try again.
        </p>
      )}
      {search && matches && (
        <ul aria-label={`Matching ${legend.toLowerCase()}`} className="flex flex-wrap gap-2">
          {matches.length === 0 && <li className="text-sm">No {noun} has that name.</li>}
          {matches.map((m) => (
            <li key={m.id}>
              <Button
                variant="secondary"
                size="sm"
                disabled={chosenIds.has(m.id) || full}
                aria-label={`Add ${m.label}`}
                onClick={() => onChange([...chosen, m])}
              >
                {m.label}
                {m.detail && <span className="font-normal text-gray-700">· {m.detail}</span>}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}
