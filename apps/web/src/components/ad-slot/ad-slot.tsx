import { useEffect, useRef, useState } from 'react';
import {
  AD_SLOT_SIZES,
  type AdPageKind,
  type AdSlot as Slot,
  type ServedAd,
} from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { cn } from '@/components/ui/class-names';
import { useNearViewport } from '@/lib/use-near-viewport';
import { apiAddress, fetchServedAd } from './fetch-served-ad';
import { useImpression } from './use-impression';

export interface AdSlotProps {
  slot: Slot;
  /** The kind of page the slot is on, for the ad's targeting. */
  page: AdPageKind;
  /** The region (geo region id) of the listing or search, when the page has one. */
  region?: string | null;
  className?: string;
}

type SlotState =
  | { kind: 'waiting' }
  | { kind: 'ad'; ad: NonNullable<ServedAd> }
  /** No ad: the box is given back unless that would move what the visitor is looking at. */
  | { kind: 'none'; collapse: boolean };

// The rendered width, for the browser's choice among the image's variants.
const SIZES: Record<Slot, { sizes: string; maxWidth: number }> = {
  HOME_BANNER: { sizes: '(min-width: 1200px) 1150px, 100vw', maxWidth: 1280 },
  SEARCH_RESULTS: { sizes: '(min-width: 1280px) 900px, 100vw', maxWidth: 1280 },
  LISTING_SIDE: { sizes: '(min-width: 1024px) 380px, 100vw', maxWidth: 640 },
  PLOTS_PAGE: { sizes: '(min-width: 1280px) 900px, 100vw', maxWidth: 1280 },
};

/** Collapsing a box below the screen moves nothing the visitor sees; one in view or above would. */
const isBelowViewport = (element: Element | null) =>
  !!element && element.getBoundingClientRect().top >= window.innerHeight;

/**
 * An ad slot: the slot's box is reserved at its proportions from the first (server) drawing, so
 * the ad arriving shifts nothing (CLS). The ad is asked for once the box nears the screen, never
 * on the server; its image loads lazily; an impression is counted when half of it is in view.
 * No ad, an error or a slow answer leaves the box empty (or gives it back when off screen below):
 * an ad never breaks a page.
 */
export function AdSlot({ slot, page, region, className }: AdSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [state, setState] = useState<SlotState>({ kind: 'waiting' });

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    void fetchServedAd({ slot, page, region: region ?? undefined }, controller.signal).then(
      (ad) => {
        if (controller.signal.aborted) return;
        setState(
          ad ? { kind: 'ad', ad } : { kind: 'none', collapse: isBelowViewport(box.current) },
        );
      },
    );
    return () => controller.abort();
  }, [near, slot, page, region]);

  useImpression(box, state.kind === 'ad' ? state.ad.impressionUrl : undefined);

  if (state.kind === 'none' && state.collapse) return <div ref={box} hidden />;
  const { width, height } = AD_SLOT_SIZES[slot];
  return (
    <div
      ref={box}
      data-ad-slot={slot}
      className={cn('relative w-full', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {state.kind === 'ad' && <AdLink ad={state.ad} slot={slot} />}
    </div>
  );
}

function AdLink({ ad, slot }: { ad: NonNullable<ServedAd>; slot: Slot }) {
  return (
    <aside aria-label="Advertisement" className="absolute inset-0">
      {/* Our redirect: it counts the click and sends the visitor to the address an admin set. */}
      <a
        href={apiAddress(ad.clickUrl)}
        rel="sponsored noopener"
        target="_blank"
        className="block h-full w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <ListingPicture
          photo={ad.image}
          alt={ad.altText}
          sizes={SIZES[slot].sizes}
          maxWidth={SIZES[slot].maxWidth}
          className="h-full w-full"
        />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {/* The landmark already says it to screen readers. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 left-2 rounded bg-white/90 px-1.5 py-0.5 text-xs font-medium text-gray-800"
      >
        Advertisement
      </span>
    </aside>
  );
}
