import { cn, focusRing } from '@/components/ui';

// Links and buttons for the listing's actions: 44px tall for thumbs, full width on phones.
const base = cn(
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4 text-sm font-medium sm:w-auto',
  focusRing,
);
export const actionStyles = {
  primary: cn(base, 'bg-emerald-700 text-white hover:bg-emerald-800'),
  secondary: cn(base, 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50'),
} as const;
