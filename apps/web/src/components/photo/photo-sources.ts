import type { ListingPhoto, PhotoVariant } from '@afrinest/contract';

/** What a `<picture>` needs from a photo: both formats' srcsets and the plain `<img src>`. */
export interface PhotoSources {
  avif: string;
  webp: string;
  /** For browsers that read neither AVIF nor WebP: the JPEG, else the widest WebP kept. */
  fallback: string;
}

/**
 * The variants up to `maxWidth` (a card needs no 1920 px photo). When every variant is wider,
 * the narrowest one stays, so there is always something to show.
 */
export function variantsUpTo(variants: readonly PhotoVariant[], maxWidth: number): PhotoVariant[] {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const kept = sorted.filter((v) => v.width <= maxWidth);
  return kept.length > 0 ? kept : sorted.slice(0, 1);
}

/** "url 320w, url 640w": the variants' URLs are storage keys, free of spaces and commas. */
export const srcSet = (variants: readonly PhotoVariant[]) =>
  variants.map((v) => `${v.url} ${v.width}w`).join(', ');

export function photoSources(photo: ListingPhoto, maxWidth = Infinity): PhotoSources {
  const webp = variantsUpTo(photo.webp, maxWidth);
  const avif = variantsUpTo(photo.avif, maxWidth);
  return {
    avif: srcSet(avif),
    webp: srcSet(webp),
    fallback: photo.jpeg?.url ?? webp.at(-1)?.url ?? '',
  };
}

/** The widest URL a crawler or a data file should be given: the JPEG, else the widest WebP. */
export const widestPhotoUrl = (photo: ListingPhoto): string | undefined =>
  photo.jpeg?.url ?? variantsUpTo(photo.webp, Infinity).at(-1)?.url;

// Only a base64 image data: URI goes into the CSS url() below: anything else could break out of it.
const DATA_IMAGE = /^data:image\/(webp|png|jpeg|avif);base64,[A-Za-z0-9+/]+=*$/;

/**
 * The photo's 16 px placeholder as a CSS background-image (PhotoPlaceholder blurs it), or
 * undefined for a malformed placeholder. A base64 data: URI needs no escaping inside url("…").
 */
export function placeholderImage(photo: ListingPhoto): string | undefined {
  if (!DATA_IMAGE.test(photo.placeholder)) return;
  return `url("${photo.placeholder}")`;
}
