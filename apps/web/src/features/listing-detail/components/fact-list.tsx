import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, two columns from small tablets up. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col">
          <dt className="text-sm text-gray-600">{fact.label}</dt>
          <dd className="font-medium text-gray-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
