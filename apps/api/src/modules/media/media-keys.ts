import type { VariantFormat } from './image-pipeline';

/**
 * Where a photo's bytes live in storage (ADR 0023). Originals keep the uploader's EXIF (GPS
 * included), so they sit under a prefix that is never served; only `public/` is. Every key
 * holds the photo's id, which is never reused, so the public objects can be cached forever.
 */
export const ORIGINALS_PREFIX = 'originals/';
export const PUBLIC_PREFIX = 'public/';
/** Content images (issue 44): served like photos, but no listing's; the photo sweeper skips them. */
export const CONTENT_IMAGES_PREFIX = `${PUBLIC_PREFIX}content/`;

const EXTENSIONS: Record<VariantFormat, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpg' };
const ORIGINAL_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const originalKey = (listingId: string, mediaId: string, contentType: string) =>
  `${ORIGINALS_PREFIX}${listingId}/${mediaId}.${ORIGINAL_EXTENSIONS[contentType] ?? 'bin'}`;

export const variantKey = (
  listingId: string,
  mediaId: string,
  width: number,
  format: VariantFormat,
) => `${PUBLIC_PREFIX}${listingId}/${mediaId}/${width}.${EXTENSIONS[format]}`;

/** What the media route serves: the extension decides, never the upload (never text/html). */
export const SERVED_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

/** Variants never change under their key: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_OF_MEDIA = new RegExp(
  `^(?:${ORIGINALS_PREFIX}(${UUID})/(${UUID})\\.[a-z]+|${PUBLIC_PREFIX}(${UUID})/(${UUID})/\\d+\\.[a-z]+)$`,
);

/** The photo a stored key belongs to; undefined for keys this module did not write. */
export function mediaOfKey(key: string): { listingId: string; mediaId: string } | undefined {
  const m = KEY_OF_MEDIA.exec(key);
  if (!m) return undefined;
  return { listingId: (m[1] ?? m[3])!, mediaId: (m[2] ?? m[4])! };
}
