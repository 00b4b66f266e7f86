import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';

/**
 * Shown for unknown paths and for routes the user may not open: the wording
 * deliberately does not reveal which of the two it is (SPEC §2).
 */
export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-5xl font-bold text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-semibold text-gray-900">
        Page not found
      </h1>
      <p className="text-gray-700">
        The page may not exist, or you may not have permission to view it.
      </p>
      <Link
        to="/"
        className={cn(
          'inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800',
          focusRing,
        )}
      >
        Go to the home page
      </Link>
    </section>
  );
}
