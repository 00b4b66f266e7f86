import { Link } from 'react-router';
import { cn, EmptyState, focusRing } from '@/components/ui';

/**
 * A missing, pending or suspended agency or agent: the API answers 404 for all of them, so a
 * suspended agency's page reads exactly like one that never existed (ADR 0009).
 */
export function NotFoundNotice({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        title={title}
        description="It may have been removed, or the link may be wrong."
        className="rounded-lg border border-gray-200 bg-white"
        action={
          <Link
            to="/agents"
            className={cn(
              'inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800',
              focusRing,
            )}
          >
            Find an agent
          </Link>
        }
      />
    </div>
  );
}
