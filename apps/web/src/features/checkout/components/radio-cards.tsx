import { useId, type ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui';

export interface RadioCardOption {
  value: string;
  label: ReactNode;
  /** A second line: a price, the methods of a provider, an agency's state. */
  detail?: ReactNode;
}

export interface RadioCardsProps<T extends FieldValues> {
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly RadioCardOption[];
  /** Called after a choice, e.g. to reset a choice that depends on it. */
  onPick?(value: string): void;
}

/**
 * A choice among a few options shown whole, each a card that is one tap target on a phone.
 * Bound through useController, so "nothing chosen yet" stays undefined and the contract's own
 * message ("Choose a package.") is the one shown.
 */
export function RadioCards<T extends FieldValues>({
  name,
  legend,
  options,
  onPick,
}: RadioCardsProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = field.value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-white p-3',
                checked ? 'border-emerald-700 ring-1 ring-emerald-700' : 'border-gray-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-${name}`}
                value={option.value}
                checked={checked}
                onChange={() => {
                  field.onChange(option.value);
                  onPick?.(option.value);
                }}
                onBlur={field.onBlur}
                className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
              />
              <span className="flex flex-col gap-0.5 text-sm">
                <span className="font-medium text-gray-900">{option.label}</span>
                {option.detail && <span className="text-gray-700">{option.detail}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
