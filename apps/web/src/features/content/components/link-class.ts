import { cn, focusRing } from '@/components/ui';

/** An inline text link on the content pages. */
export const linkClass = cn('text-emerald-700 underline hover:text-emerald-800', focusRing);
