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

// Only a base64 image data: URI goes into the SVG below: anything else could break out of it.
const DATA_IMAGE = /^data:image\/(webp|png|jpeg|avif);base64,[A-Za-z0-9+/]+=*$/;

/**
 * The photo's 16 px placeholder, blurred, as a CSS background-image: an SVG that draws the tiny
 * image through a Gaussian blur (scaling it up alone shows blocks), with its edges kept opaque
 * so the blur does not fade to white at the border. Undefined for a malformed placeholder.
 */
export function blurredPlaceholder(photo: ListingPhoto): string | undefined {
  if (!DATA_IMAGE.test(photo.placeholder) || photo.width <= 0 || photo.height <= 0) return;
  // The photo's own size as the viewBox keeps its exact proportions; the blur is one
  // placeholder pixel wide (the placeholder is 16 px across).
  const { width: w, height: h } = photo;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='${Math.round(w / 16)}'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='${w}' height='${h}' preserveAspectRatio='none' filter='url(#b)' href='${photo.placeholder}'/>` +
    `</svg>`;
  // Quotes and brackets encoded too: the value is safe inside url("…") in any CSS parser.
  const encoded = encodeURIComponent(svg).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `url("data:image/svg+xml,${encoded}")`;
}
