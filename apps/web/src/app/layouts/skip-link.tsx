import { cn } from '@/components/ui';

/** First stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
        'focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-emerald-800 focus:shadow',
      )}
    >
      Skip to main content
    </a>
  );
}
