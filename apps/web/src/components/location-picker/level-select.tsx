import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';

export interface LevelOption {
  value: string;
  label: string;
}
export interface LevelGroup {
  label: string;
  options: LevelOption[];
}

export interface LevelSelectProps {
  label: string;
  value: string | null | undefined;
  onChange(value: string | null): void;
  /** Flat options, or groups (a division and its neighbourhoods). */
  options: LevelOption[] | LevelGroup[];
  placeholder: string;
  loading?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

const selectClass =
  'block w-full min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 ' +
  'aria-invalid:border-red-700 disabled:bg-gray-100 disabled:text-gray-600 sm:text-sm';

const isGroups = (o: LevelOption[] | LevelGroup[]): o is LevelGroup[] =>
  o.length > 0 && 'options' in o[0]!;

/** One level of the picker: a native select (keyboard and screen readers know it) with its label. */
export function LevelSelect({
  label,
  value,
  onChange,
  options,
  placeholder,
  loading,
  error,
  hint,
  disabled,
}: LevelSelectProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        className={cn(selectClass)}
        value={value ?? ''}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{loading ? 'Loading…' : placeholder}</option>
        {isGroups(options)
          ? options.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))
          : (options as LevelOption[]).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
