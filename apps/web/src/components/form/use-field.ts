import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';

/**
 * Everything a field needs to be accessible and bound: ids that tie the label,
 * hint and error to the input, the schema's error message, and register().
 * useFormState with `name` re-renders only this field when its error changes.
 */
export function useField<TFieldValues extends FieldValues>(
  name: FieldPath<TFieldValues>,
  hasHint: boolean,
) {
  const { register, control } = useFormContext<TFieldValues>();
  const { errors } = useFormState({ control, name });
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // `get` walks dotted paths ("price.amount") through nested error objects.
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    errorId,
    hintId,
    error,
    register,
    /** Spread on the input: marks it invalid and points at its hint and error. */
    ariaProps: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}
