import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxListOption {
  value: string;
  /** Shown as code (an event type, a scope): the value itself is what people look for. */
  label: string;
  description: string;
}

export interface CheckboxListFieldProps<TFieldValues extends FieldValues> {
  /** A field holding an array of the options' values. */
  name: FieldPath<TFieldValues>;
  legend: string;
  options: readonly CheckboxListOption[];
  /** Other fields whose rules read this one, checked again when it changes. */
  deps?: FieldPath<TFieldValues>[];
}

/** Several technical values to tick (events, scopes), each with one line on what it means. */
export function CheckboxListField<TFieldValues extends FieldValues>({
  name,
  legend,
  options,
  deps,
}: CheckboxListFieldProps<TFieldValues>) {
  const { field, fieldState } = useController<TFieldValues>({ name, rules: { deps } });
  const chosen = field.value as readonly string[];
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {options.map((option, i) => (
          <div key={option.value} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              onBlur={field.onBlur}
              aria-describedby={`${id}-${i}-about`}
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${i}`} className="cursor-pointer font-mono text-gray-900">
                {option.label}
              </label>
              <span id={`${id}-${i}-about`} className="text-xs text-gray-600">
                {option.description}
              </span>
            </div>
          </div>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
