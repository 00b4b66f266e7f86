import type { ListingPhoto } from '@afrinest/contract';
import type { VariantFormat } from '../../media/image-pipeline';
import { CONTENT_IMAGES_PREFIX } from '../../media/media-keys';
import { toListingPhoto, type MediaUrl } from '../../media/media.dto';
import type { contentImages } from '../content.schema';

export type ContentImageRow = typeof contentImages.$inferSelect;

const EXTENSIONS: Record<VariantFormat, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpg' };

/**
 * Where a content image's variant lives: under the public prefix, so the media route (and the
 * bucket) serve it like a listing photo; its own folder, so the photo sweeper leaves it alone.
 */
export const contentImageKey = (imageId: string, width: number, format: VariantFormat) =>
  `${CONTENT_IMAGES_PREFIX}${imageId}/${width}.${EXTENSIONS[format]}`;

/** A content image as pages and adverts answer it: the listing photo shape (no caption stored). */
export const toContentImage = (row: ContentImageRow, url: MediaUrl): ListingPhoto =>
  toListingPhoto(
    {
      id: row.id,
      width: row.width,
      height: row.height,
      caption: null,
      placeholder: row.placeholder ?? '',
      variants: row.variants,
    },
    url,
  );
