import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn, focusRing } from '@/components/ui/class-names';
import { FieldShell, inputClass } from './field-shell';
import { useField } from './use-field';

export interface PasswordFieldProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type'
> {
  name: FieldPath<TFieldValues>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A password input with a Show/Hide toggle: typing on a phone keyboard is error-prone. */
export function PasswordField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps<TFieldValues>) {
  const field = useField<TFieldValues>(name, Boolean(hint));
  const [visible, setVisible] = useState(false);
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
      <div className="relative">
        <input
          id={field.id}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          // Keep the password's characters out of autocorrect and spellcheck dictionaries.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cn(inputClass, 'pr-20', className)}
          {...inputProps}
          {...field.ariaProps}
          {...field.register(name)}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={field.id}
          aria-pressed={visible}
          aria-label="Show password"
          className={cn(
            'absolute inset-y-1 right-1 rounded px-3 text-sm font-medium text-emerald-800 hover:bg-gray-100',
            focusRing,
          )}
        >
          {/* A stable accessible name with aria-pressed; the visible word follows the state. */}
          <span aria-hidden="true">{visible ? 'Hide' : 'Show'}</span>
        </button>
      </div>
    </FieldShell>
  );
}
