import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  required?: boolean;
  children: ReactNode;
}

/** Label above, hint and inline error below: the layout every field shares. */
export function FieldShell({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  children,
}: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
        {/* The asterisk is visual only; the input's required attribute tells screen readers. */}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** Shared input look: 44px tall for touch, a clear red border when invalid, the focus ring. */
export const inputClass =
  'block w-full min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ' +
  'placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 ' +
  'aria-invalid:border-red-700 disabled:bg-gray-100 disabled:text-gray-600 sm:text-sm';
