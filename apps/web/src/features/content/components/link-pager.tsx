import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';

const pageLink = cn(
  'inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50',
  focusRing,
);

/**
 * Previous/Next as links to ?page=N: they work before the scripts arrive (the server draws each
 * page), and a crawler can follow them. Nothing when everything fits on one page.
 */
export function LinkPager({
  page,
  pageSize,
  total,
  href,
}: {
  page: number;
  pageSize: number;
  total: number;
  href(page: number): string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={pageLink}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-gray-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={pageLink}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
