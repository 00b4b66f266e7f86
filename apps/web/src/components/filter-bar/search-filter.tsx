import { useId, type HTMLAttributes } from 'react';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';

export interface SearchFilterProps {
  label: string;
  /** The text and its setter from useTypedFilter. */
  value: string;
  onChange(text: string): void;
  maxLength: number;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
}

/** A typed search box of a filter bar; useTypedFilter sends it once typing pauses. */
export function SearchFilter({ label, value, onChange, ...input }: SearchFilterProps) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        {...input}
      />
    </FilterField>
  );
}
