import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';

/**
 * The contract's ContentMessages.PAGE_NOT_FOUND, written out: content.ts builds zod schemas, and
 * importing anything from it would bring zod into these public pages (DESIGN.md §4, ADR 0018).
 * The content page tests check the two agree.
 */
export const PAGE_NOT_FOUND = 'Page not found.';

/**
 * A page, post or help article that is not published (a draft, or a slug nobody wrote): the web
 * server answers 404 for it too. Links back to where the visitor can look further.
 */
export function ContentNotFound({ back }: { back?: { to: string; label: string } }) {
  return (
    <section
      aria-labelledby="content-not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-5xl font-bold text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 id="content-not-found" className="text-2xl font-semibold text-gray-900">
        {PAGE_NOT_FOUND}
      </h1>
      <p className="text-gray-700">It may have moved, or it is not published yet.</p>
      <Link
        to={back?.to ?? '/'}
        className={cn(
          'inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800',
          focusRing,
        )}
      >
        {back?.label ?? 'Go to the home page'}
      </Link>
    </section>
  );
}
