import { cn } from '@/components/ui';

/**
 * The shape of a ListingCard while results load: same height, so nothing jumps when they arrive
 * (no layout shift on slow connections).
 */
export function ListingCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="listing-card-skeleton"
      className={cn('overflow-hidden rounded-lg border border-gray-200 bg-white', className)}
    >
      <div className="aspect-[3/2] animate-pulse bg-gray-100" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-6 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-2/5 animate-pulse rounded bg-gray-100" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-gray-100" />
      </div>
    </div>
  );
}

/** A grid of skeleton cards, announced once to screen readers. */
export function ListingGridSkeleton({
  className = 'sm:grid-cols-2 lg:grid-cols-3',
  count = 6,
  label = 'Loading listings…',
}: {
  /** The grid's columns, to match the list it stands in for. */
  className?: string;
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={cn('grid gap-4', className)}>
        {Array.from({ length: count }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
