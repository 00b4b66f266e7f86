import { useEffect, useState, type RefObject } from 'react';
import type { AdPageKind, AdSlot as Slot, ServedAd } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { apiAddress, fetchServedAd } from './fetch-served-ad';
import { useImpression } from './use-impression';

// The rendered width, for the browser's choice among the image's variants.
const SIZES: Record<Slot, { sizes: string; maxWidth: number }> = {
  HOME_BANNER: { sizes: '(min-width: 1200px) 1150px, 100vw', maxWidth: 1280 },
  SEARCH_RESULTS: { sizes: '(min-width: 1280px) 900px, 100vw', maxWidth: 1280 },
  LISTING_SIDE: { sizes: '(min-width: 1024px) 380px, 100vw', maxWidth: 640 },
  PLOTS_PAGE: { sizes: '(min-width: 1280px) 900px, 100vw', maxWidth: 1280 },
};

export interface AdContentProps {
  slot: Slot;
  page: AdPageKind;
  region?: string;
  /** The slot's reserved box: the impression counts when half of it is in view. */
  box: RefObject<HTMLDivElement | null>;
  /** No ad, an error or no answer in time. */
  onNone: () => void;
}

/** What fills an AdSlot's box once it nears the screen: the served ad, or nothing. */
export function AdContent({ slot, page, region, box, onNone }: AdContentProps) {
  const [ad, setAd] = useState<NonNullable<ServedAd> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchServedAd({ slot, page, region }, controller.signal).then((served) => {
      if (controller.signal.aborted) return;
      if (served) setAd(served);
      else onNone();
    });
    return () => controller.abort();
  }, [slot, page, region, onNone]);

  useImpression(box, ad?.impressionUrl);

  return ad ? <AdLink ad={ad} slot={slot} /> : null;
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
