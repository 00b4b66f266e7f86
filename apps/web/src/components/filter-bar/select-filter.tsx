import { useId } from 'react';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';

/** A choice of a select filter: the value the URL holds, and the text shown. */
export type FilterOption = readonly [value: string, label: string];

export interface SelectFilterProps {
  label: string;
  value: string | undefined;
  /** Undefined for the "All" choice, which leaves the filter out. */
  onChange(value: string | undefined): void;
  options: readonly FilterOption[];
  /** The text of the choice that filters nothing. */
  allLabel?: string;
}

/** A drop-down filter of a filter bar, with a first choice that filters nothing. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
}: SelectFilterProps) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={inputClass}
      >
        <option value="">{allLabel}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The options of a list of values, each shown by its label. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>> | ((value: V) => string),
): FilterOption[] {
  return values.map((v) => [v, typeof labels === 'function' ? labels(v) : labels[v]]);
}
