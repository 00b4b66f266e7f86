import { z } from 'zod';
import { INT4_MAX, nearZeroAsZero, text } from './primitives';
import { MEDIA_STATUSES } from './media-values';

/** One encoded size of a photo. */
export const photoVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * A processed photo as the public sees it: every width in WebP and AVIF (widest last) for
 * `srcset`, the pixel size for the aspect ratio, and a tiny blurred placeholder (`data:` URI).
 */
export const listingPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string().nullable(),
  placeholder: z.string(),
  webp: z.array(photoVariantSchema),
  avif: z.array(photoVariantSchema),
  /**
   * One JPEG at most 1280 px wide: for share previews (WhatsApp, Facebook and others read
   * JPEG everywhere) and as the `<img src>` of browsers without WebP.
   */
  jpeg: photoVariantSchema.nullable(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const mediaStatusSchema = z.enum(MEDIA_STATUSES);

/** A listing's photo as its agent manages it: any status, with the upload's facts. */
export const mediaItemSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  uploadId: z.string(),
  status: mediaStatusSchema,
  /** 0 is the cover: the photo on cards, share previews and first in the gallery. */
  position: z.number().int(),
  caption: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  originalName: z.string(),
  originalBytes: z.number().int(),
  /** Bytes of the original and every variant: what counts against the agency's storage. */
  storedBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable(),
  webp: z.array(photoVariantSchema),
  avif: z.array(photoVariantSchema),
  jpeg: photoVariantSchema.nullable(),
  /** Why processing failed, once every retry has (status FAILED). */
  error: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The agency's limits and what it uses of them (defaults until packages give its own). */
export const mediaUsageSchema = z.object({
  maxFileBytes: z.number().int(),
  maxFilesPerListing: z.number().int(),
  filesOnListing: z.number().int(),
  imageQuota: z.number().int(),
  images: z.number().int(),
  storageQuotaBytes: z.number().int(),
  storageBytes: z.number().int(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaListSchema = z.object({
  data: z.array(mediaItemSchema),
  usage: mediaUsageSchema,
});
export type MediaList = z.infer<typeof mediaListSchema>;

/** POST /api/media/{propertyId}/media and /api/media/upload answer the upload's rows. */
export const uploadResultSchema = z.object({
  uploadId: z.string(),
  data: z.array(mediaItemSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/media/check-processed/{propertyId}/{uploadId}: done once nothing is PROCESSING. */
export const checkProcessedSchema = z.object({
  uploadId: z.string(),
  done: z.boolean(),
  data: z.array(mediaItemSchema),
});
export type CheckProcessed = z.infer<typeof checkProcessedSchema>;

const latitude = z.number().min(-90).max(90).overwrite(nearZeroAsZero);
const longitude = z.number().min(-180).max(180).overwrite(nearZeroAsZero);

/** PUT /properties/{id}/media/{mediaId}: any of caption, order, cover and coordinates. */
export const mediaUpdateSchema = z
  .object({
    caption: text().trim().max(200, 'A caption has at most 200 characters.').nullable(),
    /** The photo's new place in the order (0 first); the others move up or down one. */
    position: z.number().int().min(0).max(INT4_MAX),
    /** true: make this the cover (moves it to position 0). */
    cover: z.literal(true),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'Give latitude and longitude together.',
    path: ['longitude'],
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    message: 'Give latitude and longitude together.',
    path: ['longitude'],
  });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

export const propertyMediaParamsSchema = z.object({
  propertyId: z.uuid('The listing id is a UUID.'),
});
export const mediaParamsSchema = z.object({
  id: z.uuid('The listing id is a UUID.'),
  mediaId: z.uuid('The photo id is a UUID.'),
});
/** /api/media/check-processed/{a}/{b}: a is the listing, b the upload (SPEC §7 names neither). */
export const checkProcessedParamsSchema = z.object({
  a: z.uuid('The listing id is a UUID.'),
  b: z.uuid('The upload id is a UUID.'),
});
