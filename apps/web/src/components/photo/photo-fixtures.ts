import type { ListingPhoto } from '@afrinest/contract';

/** A 1×1 WebP as a data: URI: the shape of the pipeline's 16 px placeholder. */
export const PLACEHOLDER =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/**
 * A processed photo as GET /properties/{id} gives it, for tests: 4000×3000 with every width
 * the pipeline makes (320–1920) in WebP and AVIF and a 1280 px JPEG, under MEDIA_URL.
 */
export function photoOf(n: number, over: Partial<ListingPhoto> = {}): ListingPhoto {
  const base = `https://api.test/media/public/p${n}`;
  const widths = [320, 640, 1280, 1920];
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    width: 4000,
    height: 3000,
    caption: null,
    placeholder: PLACEHOLDER,
    webp: widths.map((width) => ({ width, url: `${base}/${width}.webp` })),
    avif: widths.map((width) => ({ width, url: `${base}/${width}.avif` })),
    jpeg: { width: 1280, url: `${base}/1280.jpg` },
    ...over,
  };
}

/** The photo as a listing's `cover` carries it (the API keeps the card sizes and the JPEG). */
export const coverOf = (photo: ListingPhoto): ListingPhoto => ({
  ...photo,
  webp: photo.webp.filter((v) => v.width <= 640),
  avif: photo.avif.filter((v) => v.width <= 640),
});
