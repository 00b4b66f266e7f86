import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Messages, type GeoLevel, type Place } from '@afrinest/contract';
import { cn } from '@/components/ui/class-names';
import { useAutocomplete } from './api/get-autocomplete';

export interface PlaceSearchProps {
  label?: string;
  placeholder?: string;
  /** Only places of these levels. */
  levels?: readonly GeoLevel[];
  /** Also places of disabled countries (admin screens). */
  includeDisabled?: boolean;
  onSelect(place: Place): void;
  /** Every change of the typed text (a form may search by it without a suggestion chosen). */
  onTextChange?(text: string): void;
}

/** Waits for a pause in typing before asking the server. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Type a few letters of any place ("kolol") and choose it from the list, which shows each
 * place's chain. The WAI-ARIA combobox pattern: arrows move, Enter chooses, Escape closes.
 */
export function PlaceSearch({
  label = 'Search for a place',
  placeholder = 'e.g. Kololo, Ntinda, Entebbe',
  levels,
  includeDisabled,
  onSelect,
  onTextChange,
}: PlaceSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 200);
  const search = useAutocomplete({ q, levels, includeDisabled });
  const results = q.length >= 2 ? (search.data ?? []) : [];
  const expanded = open && q.length >= 2;

  const choose = (place: Place) => {
    onSelect(place);
    setText(place.label);
    onTextChange?.(place.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (e.key === 'Enter' && expanded) {
      // Enter chooses from the open list (the first place when none is highlighted, as the big
      // portals do); it never submits the form around the box.
      e.preventDefault();
      const place = results[active] ?? results[0];
      if (place) choose(place);
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else {
        setText('');
        onTextChange?.('');
      }
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (expanded && search.isError) status = Messages.FAILED_DATA;
  else if (expanded && search.isFetching && results.length === 0) status = 'Searching…';
  else if (expanded && search.isSuccess && results.length === 0)
    status = `No place matches “${q}”.`;

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onTextChange?.(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 sm:text-sm"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded || results.length === 0}
        className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-gray-300 bg-white py-1 shadow-lg"
      >
        {results.map((place, i) => (
          <li
            key={place.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input keeps focus and the list is not closed by blur first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(place);
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              i === active ? 'bg-sky-100 text-gray-900' : 'text-gray-800 hover:bg-gray-50',
            )}
          >
            <span className="font-medium">{place.name}</span>
            <span className="block text-xs text-gray-600">{place.label}</span>
          </li>
        ))}
      </ul>
      <p role="status" className={status ? 'text-sm text-gray-700' : 'sr-only'}>
        {status ?? (expanded && results.length > 0 ? `${results.length} places found.` : '')}
      </p>
    </div>
  );
}
