import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getAutocompleteQueryOptions, PlaceSearch } from '@/components/location-picker';
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
 * Name and area in one search form (sent on Search or Enter, not on every key: one request on a
 * slow network). The area is a real place from the geography's autocomplete; typed text counts
 * without a suggestion chosen: Enter or Search takes the first place that matches it.
 */
export function DirectoryFilters({ q, areaLabel, onSearch, onArea }: DirectoryFiltersProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(q);
  // Null until the area box is typed in: a name search alone leaves the area as it is.
  const [areaText, setAreaText] = useState<string | null>(null);
  const [noPlace, setNoPlace] = useState<string | null>(null);

  const resolveArea = async () => {
    const typed = areaText?.trim() ?? null;
    if (typed === null || typed === areaLabel) return;
    if (typed === '') return onArea(null);
    const [first] = await queryClient.fetchQuery(getAutocompleteQueryOptions({ q: typed }));
    if (first) onArea({ id: first.id, label: first.label });
    else setNoPlace(typed);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNoPlace(null);
    onSearch(text.trim());
    void resolveArea();
  };

  return (
    <form
      role="search"
      aria-label="Find an agent"
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          Agent name
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder="e.g. Mugisha"
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-2">
        <PlaceSearch
          label="Area served"
          placeholder="e.g. Kololo, Wakiso, Entebbe"
          onTextChange={(typed) => {
            setAreaText(typed);
            setNoPlace(null);
          }}
          onSelect={(place) => onArea({ id: place.id, label: place.label })}
        />
        {noPlace && (
          <p role="alert" className="text-sm text-red-700">
            No place matches “{noPlace}”.
          </p>
        )}
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
      <Button type="submit" className="sm:mt-6">
        Search
      </Button>
    </form>
  );
}
