import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { AdFormValues } from '@/features/admin-advertising/ad-form-values';

export interface CheckboxGroupFieldProps {
  name: 'pageKinds' | 'regionIds';
  legend: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}

/**
 * A set of choices kept as an array of values. Values the options do not list (regions of
 * another country) stay chosen: only what is ticked or unticked here changes.
 */
export function CheckboxGroupField({ name, legend, hint, options }: CheckboxGroupFieldProps) {
  const { control } = useFormContext<AdFormValues>();
  const { field, fieldState } = useController({ control, name });
  const chosen: readonly string[] = field.value;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      {hint && <p className="text-xs text-gray-600">{hint}</p>}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              className="h-5 w-5 shrink-0 accent-emerald-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {fieldState.error?.message && (
        <p className="text-sm text-red-700">{fieldState.error.message}</p>
      )}
    </fieldset>
  );
}
