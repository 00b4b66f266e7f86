import type { ReactNode } from 'react';

export interface FilterFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The control, and any message under it. */
  children: ReactNode;
}

/**
 * One labelled control of a table's filter bar. The controls change the URL directly instead
 * of going through a form library, so they are not the form fields of this folder.
 */
export function FilterField({ id, label, children }: FilterFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children}
    </div>
  );
}
