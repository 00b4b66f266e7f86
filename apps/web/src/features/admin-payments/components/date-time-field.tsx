import type { ReactNode } from 'react';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { useField } from '@/components/form/use-field';

/** A date and time in the admin's own time zone (datetime-local); the schema converts it. */
export function DateTimeField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
}) {
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.hintId}
      error={field.error}
      errorId={field.errorId}
    >
      <input
        id={field.id}
        type="datetime-local"
        className={inputClass}
        {...field.ariaProps}
        {...field.register(name)}
      />
    </FieldShell>
  );
}
