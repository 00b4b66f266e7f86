import { AD_SLOT_SIZES, AD_SLOTS, type ListingPhoto } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { slotLabel, slotSize } from '@/features/admin-advertising/ad-labels';

export interface SlotPreviewsProps {
  image: ListingPhoto | null;
  altText: string;
}

/**
 * The image as each slot would show it: cut to the slot's proportions (as the page does), at a
 * width like the page's, so a banner made for one slot is seen cropped in another before it is.
 */
export function SlotPreviews({ image, altText }: SlotPreviewsProps) {
  return (
    <section aria-labelledby="slot-previews" className="flex flex-col gap-3">
      <h2 id="slot-previews" className="text-lg font-semibold text-gray-900">
        Preview in each slot
      </h2>
      {!image ? (
        <p className="text-sm text-gray-700">Upload an image to see it in each slot.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {AD_SLOTS.map((slot) => {
            const { width, height } = AD_SLOT_SIZES[slot];
            return (
              <li key={slot} className="flex flex-col gap-1">
                <p className="text-sm font-medium text-gray-900">
                  {slotLabel(slot)} <span className="text-gray-600">({slotSize(slot)})</span>
                </p>
                <div
                  data-preview-slot={slot}
                  className="relative w-full overflow-hidden rounded-lg border border-gray-200"
                  style={{
                    aspectRatio: `${width} / ${height}`,
                    maxWidth: slot === 'LISTING_SIDE' ? '20rem' : undefined,
                  }}
                >
                  <ListingPicture
                    photo={image}
                    alt={`${altText || 'The ad'}, as shown: ${slotLabel(slot)}`}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    maxWidth={1280}
                    className="h-full w-full"
                  />
                  <span className="absolute top-2 left-2 rounded bg-white/90 px-1.5 py-0.5 text-xs font-medium text-gray-800">
                    Advertisement
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
