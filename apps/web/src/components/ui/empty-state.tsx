import type { ReactNode } from 'react';
import { cn } from './class-names';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Decorative icon; hidden from screen readers because the title says it all. */
  icon?: ReactNode;
  /** What the user can do next (create the first item, clear filters). */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-10 text-center', className)}>
      {icon && (
        <div aria-hidden="true" className="text-gray-500">
          {icon}
        </div>
      )}
      <p className="text-base font-semibold text-gray-900">{title}</p>
      {description && <div className="max-w-prose text-sm text-gray-700">{description}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
