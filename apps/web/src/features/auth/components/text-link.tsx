import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn, focusRing } from '@/components/ui';

/** An in-app link styled as link text. */
export function TextLink({
  to,
  children,
  className,
}: {
  to: To;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900',
        focusRing,
        className,
      )}
    >
      {children}
    </Link>
  );
}
