import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui/class-names';
import { FieldShell, inputClass } from './field-shell';
import { useField } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'children'
> {
  name: FieldPath<TFieldValues>;
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option ("Choose a country"); the schema decides whether empty is allowed. */
  placeholder?: string;
  hint?: ReactNode;
}

export function SelectField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  className,
  ...selectProps
}: SelectFieldProps<TFieldValues>) {
  const field = useField<TFieldValues>(name, Boolean(hint));
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
      <select
        id={field.id}
        required={required}
        className={cn(inputClass, className)}
        {...selectProps}
        {...field.ariaProps}
        {...field.register(name)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
