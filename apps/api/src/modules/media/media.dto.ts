import type { ListingPhoto, MediaItem, PhotoVariant } from '@afrinest/contract';
import type { CoverPhoto } from '../listings/listings.schema';
import type { StoredVariant } from './media.schema';
import type { MediaRow } from './media.repository';

/** Storage key → the URL a browser loads it from (Storage.publicUrl). */
export type MediaUrl = (key: string) => string;

type Variants = Pick<StoredVariant, 'width' | 'format' | 'key'>[];

const ofFormat = (variants: Variants, format: StoredVariant['format'], url: MediaUrl) =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v): PhotoVariant => ({ width: v.width, url: url(v.key) }));

function formats(variants: Variants, url: MediaUrl) {
  return {
    webp: ofFormat(variants, 'webp', url),
    avif: ofFormat(variants, 'avif', url),
    jpeg: ofFormat(variants, 'jpeg', url).at(-1) ?? null,
  };
}

export function toMediaItem(r: MediaRow, url: MediaUrl): MediaItem {
  return {
    id: r.id,
    listingId: r.listingId,
    uploadId: r.uploadId,
    status: r.status as MediaItem['status'],
    position: r.position,
    caption: r.caption,
    latitude: r.latitude,
    longitude: r.longitude,
    originalName: r.originalName,
    originalBytes: r.originalBytes,
    storedBytes: r.storedBytes,
    width: r.width,
    height: r.height,
    placeholder: r.placeholder,
    ...(r.status === 'READY' ? formats(r.variants, url) : { webp: [], avif: [], jpeg: null }),
    error: r.status === 'READY' ? null : r.error,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
  };
}

/** What the listing row keeps of its cover (a READY photo), so lists need no join. */
export const toCover = (r: MediaRow): CoverPhoto => ({
  id: r.id,
  width: r.width ?? 0,
  height: r.height ?? 0,
  caption: r.caption,
  placeholder: r.placeholder ?? '',
  // Cards never show more than 640 px; the JPEG is for share previews.
  variants: r.variants
    .filter((v) => v.format === 'jpeg' || v.width <= 640)
    .map(({ width, format, key }) => ({ width, format, key })),
});

export const toListingPhoto = (p: CoverPhoto, url: MediaUrl): ListingPhoto => ({
  id: p.id,
  width: p.width,
  height: p.height,
  caption: p.caption,
  placeholder: p.placeholder,
  ...formats(p.variants, url),
});

export const photoOfRow = (r: MediaRow, url: MediaUrl): ListingPhoto =>
  toListingPhoto({ ...toCover(r), variants: r.variants }, url);
