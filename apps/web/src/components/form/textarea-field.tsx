import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui/class-names';
import { FieldShell, inputClass } from './field-shell';
import { useField } from './use-field';

export interface TextareaFieldProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id'
> {
  name: FieldPath<TFieldValues>;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextareaField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  rows = 4,
  className,
  ...textareaProps
}: TextareaFieldProps<TFieldValues>) {
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
      <textarea
        id={field.id}
        rows={rows}
        required={required}
        className={cn(inputClass, 'min-h-24', className)}
        {...textareaProps}
        {...field.ariaProps}
        {...field.register(name)}
      />
    </FieldShell>
  );
}
