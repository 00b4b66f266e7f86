import { useFormContext } from 'react-hook-form';

export interface FormErrorProps {
  /** The message to show; defaults to the form's root error (`setError('root', …)`). */
  message?: string | null;
  className?: string;
}

/**
 * A whole-form error, such as the API's answer to a failed submit
 * ('Invalid email or password.'). role=alert so it is announced at once.
 */
export function FormError({ message, className }: FormErrorProps) {
  // Outside a <Form> there is no context; then only the explicit message counts.
  const context = useFormContext();
  const text = message ?? context?.formState.errors.root?.message;
  if (!text) return null;
  return (
    <p
      role="alert"
      className={className ?? 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900'}
    >
      {text}
    </p>
  );
}
