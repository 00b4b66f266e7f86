import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { useField } from '@/components/form/use-field';

interface BaseProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A number that may be left empty: empty is null (not NaN), as the contract's nullish fields want. */
export function OptionalNumberField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  step = 'any',
  min,
}: BaseProps<T> & { step?: string; min?: number }) {
  const field = useField<T>(name, Boolean(hint));
  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.hintId}
      error={field.error}
      errorId={field.errorId}
      required={required}
    >
      <input
        id={field.id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        className={inputClass}
        {...field.ariaProps}
        {...field.register(name, {
          setValueAs: (v: unknown) =>
            v === '' || v === null || v === undefined ? null : Number(v),
        })}
      />
    </FieldShell>
  );
}

/**
 * A select whose empty choice is null, controlled so options that load later still show the
 * value. A required one that is still empty says `emptyMessage` rather than zod's list of values.
 */
export function OptionalSelectField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  emptyMessage,
}: BaseProps<T> & {
  options: { value: string; label: string }[];
  placeholder: string;
  emptyMessage?: string;
}) {
  const field = useField<T>(name, Boolean(hint));
  const {
    field: { ref, onBlur, onChange, value: chosen },
  } = useController<T>({ name });
  const value = (chosen as string | null | undefined) ?? '';
  const error = field.error && !value && emptyMessage ? emptyMessage : field.error;
  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.hintId}
      error={error}
      errorId={field.errorId}
      required={required}
    >
      <select
        id={field.id}
        className={inputClass}
        {...field.ariaProps}
        name={name}
        ref={ref}
        value={value}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A group of checkboxes for an array of values (features, utilities). */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5 accent-emerald-700"
              checked={value.includes(o.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value),
                )
              }
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
