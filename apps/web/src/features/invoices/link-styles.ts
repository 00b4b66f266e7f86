import { cn, focusRing } from '@/components/ui';

/** A link in running text or a table cell. */
export const textLink = cn('font-medium text-emerald-800 underline underline-offset-2', focusRing);
