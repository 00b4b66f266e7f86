import { cn, focusRing } from '@/components/ui';

/** A link in running text. */
export const textLink = cn('font-medium text-emerald-800 underline underline-offset-2', focusRing);

/** A link that reads as the page's main action (Choose, Try again), 44px tall for thumbs. */
export const actionLink = cn(
  'inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800',
  focusRing,
);
