import { cn, focusRing } from '@/components/ui';

/** Links styled as buttons (a feature cannot borrow another feature's styles). */
export const secondaryLinkClass = cn(
  'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50',
  focusRing,
);
export const textLinkClass = cn(
  'font-medium text-emerald-800 underline-offset-2 hover:underline',
  focusRing,
);
