import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui/class-names';
import { FieldShell, inputClass } from './field-shell';
import { useField } from './use-field';

export interface TextFieldProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type'
> {
  name: FieldPath<TFieldValues>;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date';
}

export function TextField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  type = 'text',
  required,
  className,
  ...inputProps
}: TextFieldProps<TFieldValues>) {
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
      <input
        id={field.id}
        type={type}
        required={required}
        className={cn(inputClass, className)}
        {...inputProps}
        {...field.ariaProps}
        // A number box holds a number (NaN when empty), so the schema can check it as one.
        {...field.register(name, type === 'number' ? { valueAsNumber: true } : undefined)}
      />
    </FieldShell>
  );
}
