import type { ReactNode } from 'react';
import type { ListingSummary } from '@afrinest/contract';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { cn } from '@/components/ui';

export interface ResultsGridProps {
  listings: ListingSummary[] | undefined;
  /** The next page is loading while this one stays on screen. */
  stale: boolean;
  pageSize: number;
  /** Drawn across the grid after the 6th card (or the last, on a shorter page): the ad slot. */
  between?: ReactNode;
}

const BETWEEN_AFTER = 6;

/** Cards in a responsive grid (one column at 360 px), or skeletons of the same size. */
export function ResultsGrid({ listings, stale, pageSize, between }: ResultsGridProps) {
  if (!listings)
    return (
      <ListingGridSkeleton
        count={Math.min(pageSize, 6)}
        className="sm:grid-cols-2 xl:grid-cols-3"
      />
    );
  return (
    <ul
      aria-busy={stale || undefined}
      aria-label="Results"
      className={cn(
        'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
        stale && 'opacity-60 transition-opacity',
      )}
    >
      {listings.flatMap((listing, i) => [
        // Cards off screen are not laid out or painted until they near it (their height held by
        // the estimate, then by the height they last had): on a phone one card of twelve shows,
        // and laying out the other eleven cost a slow CPU some 150 ms after the first paint.
        // Only the height is held: a held width (27rem) made the phone's one column 432 px wide.
        <li
          key={listing.id}
          className="flex [contain-intrinsic-height:auto_27rem] [content-visibility:auto]"
        >
          {/* The first card's photo is the page's largest paint on phones and desktops. */}
          <ListingCard listing={listing} priority={i === 0} className="w-full" />
        </li>,
        between && i === Math.min(BETWEEN_AFTER, listings.length) - 1 && (
          <li key="between" className="col-span-full">
            {between}
          </li>
        ),
      ])}
    </ul>
  );
}
