import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { AD_SLOT_SIZES, type AdPageKind, type AdSlot as Slot } from '@afrinest/contract';
import { cn } from '@/components/ui/class-names';
import { useNearViewport } from '@/lib/use-near-viewport';

// The request, the impression beacon and the ad's markup load once the box nears the screen: a
// page whose slot is never scrolled to pays nothing for them. A chunk that fails to load (a lost
// connection) leaves the box empty: an ad never breaks a page.
const AdContent = lazy(() =>
  import('./ad-content').then(
    (m) => ({ default: m.AdContent }),
    () => ({ default: () => null }),
  ),
);

export interface AdSlotProps {
  slot: Slot;
  /** The kind of page the slot is on, for the ad's targeting. */
  page: AdPageKind;
  /** The region (geo region id) of the listing or search, when the page has one. */
  region?: string | null;
  className?: string;
}

/** Collapsing a box below the screen moves nothing the visitor sees; one in view or above would. */
const isBelowViewport = (element: Element | null) =>
  !!element && element.getBoundingClientRect().top >= window.innerHeight;

/**
 * An ad slot: the slot's box is reserved at its proportions from the first (server) drawing, so
 * the ad arriving shifts nothing (CLS). The ad is asked for once the box nears the screen, never
 * on the server; its image loads lazily; an impression is counted when half of it is in view.
 * No ad, an error or a slow answer leaves the box empty (or gives it back when off screen below).
 */
export function AdSlot({ slot, page, region, className }: AdSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [collapsed, setCollapsed] = useState(false);
  const onNone = useCallback(() => setCollapsed(isBelowViewport(box.current)), []);

  if (collapsed) return <div ref={box} hidden />;
  const { width, height } = AD_SLOT_SIZES[slot];
  return (
    <div
      ref={box}
      data-ad-slot={slot}
      className={cn('relative w-full', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {near && (
        <Suspense fallback={null}>
          <AdContent
            slot={slot}
            page={page}
            region={region ?? undefined}
            box={box}
            onNone={onNone}
          />
        </Suspense>
      )}
    </div>
  );
}
