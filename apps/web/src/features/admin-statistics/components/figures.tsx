import type { ReactNode } from 'react';

/** Figures as label/value pairs (a description list, so each number is read with its name). */
export function Figures({ children }: { children: ReactNode }) {
  return <dl className="flex flex-wrap gap-x-6 gap-y-2">{children}</dl>;
}

export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-xl font-semibold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
