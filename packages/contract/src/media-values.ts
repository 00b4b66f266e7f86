/**
 * Listing photos (issue 7) as plain values, free of zod: the public gallery and the upload
 * popup read them. The schemas are in media.ts.
 */

/** SPEC §8's upload error codes, and ours where it is silent (a file that is not a photo). */
export const UploadErrorCode = {
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  STORAGE_LIMIT_EXCEEDED: 'STORAGE_LIMIT_EXCEEDED',
  NO_IMAGE_QUOTA: 'NO_IMAGE_QUOTA',
  NO_STORAGE_QUOTA: 'NO_STORAGE_QUOTA',
  LAT_LON_MISMATCH: 'LAT_LON_MISMATCH',
  UPLOAD_FAILED: 'UPLOAD_FAILED',
  UNSUPPORTED_FILE: 'UNSUPPORTED_FILE',
  NO_FILES: 'NO_FILES',
} as const;
export type UploadErrorCode = (typeof UploadErrorCode)[keyof typeof UploadErrorCode];

/** SPEC §8 word for word; the last four are ours. */
export const UploadMessages = {
  FILE_TOO_LARGE: 'One or more files are too large.',
  TOO_MANY_FILES: 'You have reached the maximum number of files for this property.',
  STORAGE_LIMIT_EXCEEDED: 'This upload would exceed your agency storage limit.',
  NO_IMAGE_QUOTA: 'Your agency does not have a quota for this upload.',
  NO_STORAGE_QUOTA: 'Your agency does not have a quota for this upload.',
  LAT_LON_MISMATCH: 'Latitude/longitude values do not match the number of files.',
  UPLOAD_FAILED: 'Upload failed due to a server error. Please try again later.',
  /** The client's words when the server gave none (SPEC §8). */
  FALLBACK: 'Upload failed. Please try again.',
  TIMEOUT: 'Upload timed out. Please try again with smaller files or check your connection.',
  UNSUPPORTED_FILE: 'Only JPEG, PNG, WebP and AVIF photos can be uploaded.',
  HEIC_UNSUPPORTED:
    'HEIC photos cannot be read here. Please send JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
  TOO_MANY_PIXELS:
    'A photo is too large in pixels: at most 50 megapixels and 12,000 pixels a side.',
  NO_FILES: 'Choose at least one photo to upload.',
  COORDINATE_INVALID: 'Latitude must be between -90 and 90 and longitude between -180 and 180.',
  MEDIA_NOT_FOUND: 'Photo not found.',
  PROCESSING_FAILED: 'This photo could not be processed. Delete it and upload it again.',
} as const;

export const MEDIA_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** What the file input offers: HEIC is left out so iOS hands the page a JPEG (ADR 0022). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** Variant widths the pipeline makes (never wider than the photo itself). */
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;

/**
 * Per-file and per-listing defaults (MEDIA_* in the API's config). Photo storage and photo count
 * are entitlements (issue 41): the FREE package and what an agency is granted.
 */
export const MEDIA_LIMIT_DEFAULTS = {
  maxFileBytes: 15 * 1024 * 1024,
  maxFilesPerListing: 30,
} as const;
