import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';

export const textLinkClass = cn(
  'font-medium text-emerald-800 underline-offset-2 hover:underline',
  focusRing,
);

/** A screen's title, a sentence on what it is for, and a link back up when it has a parent. */
export function PageHeader({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col gap-1">
      {back && (
        <Link to={back.to} className={cn('text-sm', textLinkClass)}>
          ← {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-sm text-gray-700">{children}</p>
    </div>
  );
}
