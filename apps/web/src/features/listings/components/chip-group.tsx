import { useId } from 'react';
import { cn, focusRing } from '@/components/ui';

export interface ChipGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** A short plain sentence under the chips (what a less known value means). */
  hint?: string;
}

/** Several values of one filter as toggle buttons (tenure, title, kind): one tap each. */
export function ChipGroup<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
  hint,
}: ChipGroupProps<T>) {
  const hintId = useId();
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-xs font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((value) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(value)}
              className={cn(
                'min-h-9 rounded-full border px-3 text-sm',
                on
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                focusRing,
              )}
            >
              {labels[value]}
            </button>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
