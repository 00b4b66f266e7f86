import { useId, useState, type FormEvent } from 'react';
import { PlaceSearch } from '@/components/location-picker';
import { Button, cn, focusRing } from '@/components/ui';

export interface DirectoryFiltersProps {
  q: string;
  /** The chosen area's label, or null for anywhere. */
  areaLabel: string | null;
  onSearch(q: string): void;
  onArea(area: { id: string; label: string } | null): void;
}

const inputClass =
  'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 sm:text-sm';

/**
 * Name search (sent on Search or Enter, not on every key: one request on a slow network) and
 * the area, chosen from the geography's autocomplete so it is a real place with its chain.
 */
export function DirectoryFilters({ q, areaLabel, onSearch, onArea }: DirectoryFiltersProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
      <form
        role="search"
        aria-label="Agents by name"
        onSubmit={submit}
        className="flex flex-col gap-1"
      >
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          Agent name
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={200}
            placeholder="e.g. Mugisha"
            onChange={(e) => setText(e.target.value)}
            className={inputClass}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <div className="flex flex-col gap-2">
        <PlaceSearch
          label="Area served"
          placeholder="e.g. Kololo, Wakiso, Entebbe"
          onSelect={(place) => onArea({ id: place.id, label: place.label })}
        />
        {areaLabel && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
            <span>
              Serving <strong>{areaLabel}</strong>
            </span>
            <button
              type="button"
              onClick={() => onArea(null)}
              className={cn('min-h-9 rounded-md px-2 text-emerald-800 underline', focusRing)}
            >
              Any area
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
