import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn, focusRing } from '@/components/ui/class-names';
import { FieldErrorText } from './field-shell';
import { useField } from './use-field';

export interface CheckboxFieldProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type'
> {
  name: FieldPath<TFieldValues>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox with its label beside it (the whole label is a tap target); the value is a boolean. */
export function CheckboxField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  ...inputProps
}: CheckboxFieldProps<TFieldValues>) {
  const field = useField<TFieldValues>(name, Boolean(hint));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700',
            focusRing,
            className,
          )}
          {...inputProps}
          {...field.ariaProps}
          {...field.register(name)}
        />
        <label htmlFor={field.id} className="cursor-pointer text-sm text-gray-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={field.hintId} className="pl-8 text-xs text-gray-600">
          {hint}
        </p>
      )}
      <div className="pl-8">
        <FieldErrorText id={field.errorId} message={field.error} />
      </div>
    </div>
  );
}
