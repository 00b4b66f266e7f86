import type { ReactNode } from 'react';

/** A screen's title and a sentence on what it is for. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-sm text-gray-700">{children}</p>
    </div>
  );
}
