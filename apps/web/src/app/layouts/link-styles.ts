import { cn, focusRing } from '@/components/ui';

/** Links that look like buttons, for navigation (a <Button> is for actions). */
export const linkButton = {
  primary: cn(
    'inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800',
    focusRing,
  ),
  secondary: cn(
    'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50',
    focusRing,
  ),
  ghost: cn(
    'inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-medium text-gray-800 hover:bg-gray-100',
    focusRing,
  ),
} as const;

/** A navigation link, emphasised when it is the current page. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium',
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-gray-800 hover:bg-gray-100',
    focusRing,
  );
