import { useId } from 'react';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';

/** One filter select: its query key, label and choices (an empty value means all). */
export interface FilterChoice {
  key: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}

export interface CatalogueFiltersProps {
  /** The search form's name, e.g. "Find items". */
  name: string;
  searchLabel: string;
  placeholder: string;
  q: string | undefined;
  choices: FilterChoice[];
  onChange(patch: Record<string, string | undefined>): void;
}

/** A search box (sent once typing pauses) and a select per filter, all applied on the server. */
export function CatalogueFilters({
  name,
  searchLabel,
  placeholder,
  q,
  choices,
  onChange,
}: CatalogueFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(q, (next) => onChange({ q: next }));
  const filtered = Boolean(q) || choices.some((c) => c.value);
  return (
    <form
      role="search"
      aria-label={name}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label={searchLabel}>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className={inputClass}
        />
      </FilterField>
      {choices.map((choice) => (
        <FilterField key={choice.key} id={`${id}-${choice.key}`} label={choice.label}>
          <select
            id={`${id}-${choice.key}`}
            value={choice.value ?? ''}
            onChange={(e) => onChange({ [choice.key]: e.target.value || undefined })}
            className={inputClass}
          >
            <option value="">All</option>
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FilterField>
      ))}
      <Button
        variant="ghost"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange(
            Object.fromEntries([['q', undefined], ...choices.map((c) => [c.key, undefined])]),
          );
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
