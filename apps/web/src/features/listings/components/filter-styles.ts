import { cn, focusRing } from '@/components/ui';

/** One look for every filter control; 44 px tall, so thumbs hit them on a phone. */
export const inputClass = cn(
  'min-h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900',
  focusRing,
);
