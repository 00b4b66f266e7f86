import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { config } from '@/lib/config';

/** The house mark and the product name, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-gray-900',
        focusRing,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#047857" />
        <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#fff" />
      </svg>
      <span className="text-lg">{config.productName}</span>
    </Link>
  );
}
