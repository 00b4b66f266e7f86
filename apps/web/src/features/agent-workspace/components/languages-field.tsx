import { useId, useState, type KeyboardEvent } from 'react';
import { LANGUAGES_MAX } from '@afrinest/contract';
import { Button, cn, focusRing } from '@/components/ui';

export interface LanguagesFieldProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

const inputClass =
  'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 sm:text-sm';

/** The languages an agent speaks, added one at a time ("Luganda", "Swahili") and removable. */
export function LanguagesField({ value, onChange, error }: LanguagesFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const name = text.trim();
    if (!name) return;
    // The same language twice says nothing more; compare as people read it.
    if (!value.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // Enter adds the language; it does not submit the whole profile.
      add();
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Languages</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Languages you speak">
          {value.map((lang) => (
            <li
              key={lang}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm text-gray-900"
            >
              {lang}
              <button
                type="button"
                aria-label={`Remove ${lang}`}
                onClick={() => onChange(value.filter((v) => v !== lang))}
                className={cn(
                  'grid h-7 w-7 place-items-center rounded-full hover:bg-gray-200',
                  focusRing,
                )}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        Add a language
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={40}
          placeholder="e.g. Luganda"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={value.length >= LANGUAGES_MAX}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} disabled={value.length >= LANGUAGES_MAX}>
          Add
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
