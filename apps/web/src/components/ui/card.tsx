import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './class-names';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card becomes a labelled region. */
  title?: ReactNode;
  /** Controls shown beside the title (buttons, menus). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

export function Card({ title, actions, footer, children, className, ...rest }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('rounded-lg border border-gray-200 bg-white shadow-sm', className)}
      {...rest}
    >
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
          {title && (
            <h2 id={headingId} className="text-base font-semibold text-gray-900">
              {title}
            </h2>
          )}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className="p-4">{children}</div>
      {footer && <footer className="border-t border-gray-200 px-4 py-3">{footer}</footer>}
    </section>
  );
}
