import { open } from 'node:fs/promises';
import sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { sniffImageSignature } from './image-signature';

// DESIGN.md §6: two libvips threads per image on these 2-core machines; no operation cache,
// since every upload is a different image.
sharp.concurrency(2);
sharp.cache(false);

/** Formats accepted from uploaders: the ones this sharp build decodes (ADR 0022). */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const CONTENT_TYPES: Record<AcceptedImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const IMAGE_LIMITS = {
  /** More pixels than any phone camera makes (50 MP); past it, a decompression bomb. */
  maxPixels: 50_000_000,
  /** A longer side than any real photo: a 1×100,000 strip is a bomb too. */
  maxSide: 12_000,
} as const;

/** Responsive widths; an image is never enlarged to reach one. */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
export const PLACEHOLDER_WIDTH = 16;
const WEBP_QUALITY = 75;
// AVIF at effort ≤ 2 only: the default effort takes ~7 s per 12 MP photo here (DESIGN.md §6).
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;
/** The JPEG for share previews and old browsers: WhatsApp and Facebook read it everywhere. */
export const JPEG_WIDTH = 1280;
const JPEG_QUALITY = 75;

export type ImageRejection = 'NOT_AN_IMAGE' | 'UNSUPPORTED_FORMAT' | 'TOO_MANY_PIXELS';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ImageInfo {
  format: AcceptedImageFormat;
  contentType: string;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  hasAlpha: boolean;
  byteLength: number;
}

export type VariantFormat = 'webp' | 'avif' | 'jpeg';

export interface ImageVariant {
  format: VariantFormat;
  contentType: 'image/webp' | 'image/avif' | 'image/jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  source: ImageInfo;
  /** The uploaded bytes untouched, metadata included: kept private, never served (ADR 0022). */
  original: { bytes: Uint8Array; contentType: string };
  /** Every width in WebP and in AVIF, smallest first, then one JPEG (share previews). */
  variants: ImageVariant[];
  /** A tiny blurred-up stand-in shown while a variant loads, as a data: URI. */
  placeholder: { dataUri: string; width: number; height: number };
}

/**
 * What the upload really is. The signature (first bytes) decides; then sharp reads only the
 * header for the dimensions, so an oversized image is refused before any pixel is decoded.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo> {
  return inspect(bytes, bytes, bytes.byteLength);
}

/** Enough of a file's start for every signature (an ISO brand list included). */
const HEAD_BYTES = 4096;

/**
 * The same for an upload waiting in a file: only its first bytes and its header are read, so
 * checking a photo never brings the photo into memory.
 */
export async function inspectImageFile(file: string): Promise<ImageInfo> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    return await inspect(head, file, size);
  } finally {
    await handle.close();
  }
}

async function inspect(
  head: Uint8Array,
  input: Uint8Array | string,
  byteLength: number,
): Promise<ImageInfo> {
  const signature = sniffImageSignature(head);
  if (!signature) {
    throw new ImageRejectedError(
      'NOT_AN_IMAGE',
      'The file is not a JPEG, PNG, WebP or AVIF image.',
    );
  }
  if (signature === 'heic') {
    // sharp's prebuilt libvips decodes AV1 images (AVIF) but not HEVC ones (HEIC).
    throw new ImageRejectedError(
      'UNSUPPORTED_FORMAT',
      'HEIC photos cannot be read; save the photo as JPEG (most phones offer "Most compatible").',
    );
  }
  if (signature === 'gif' || signature === 'tiff') {
    throw new ImageRejectedError('UNSUPPORTED_FORMAT', 'Use a JPEG, PNG, WebP or AVIF image.');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE', 'The image is damaged and cannot be read.');
  }
  const format = metadata.format === 'heif' ? 'avif' : metadata.format;
  if (format !== signature || metadata.compression === 'hevc') {
    throw new ImageRejectedError('NOT_AN_IMAGE', 'The image is damaged and cannot be read.');
  }
  const { width, height } = metadata;
  if (width * height > IMAGE_LIMITS.maxPixels || Math.max(width, height) > IMAGE_LIMITS.maxSide) {
    throw new ImageRejectedError(
      'TOO_MANY_PIXELS',
      `The image is ${width}×${height} pixels; the most accepted is 50 megapixels and 12,000 pixels a side.`,
    );
  }
  const oriented = metadata.autoOrient;
  return {
    format: signature,
    contentType: CONTENT_TYPES[signature],
    width: oriented.width,
    height: oriented.height,
    hasAlpha: metadata.hasAlpha,
    byteLength,
  };
}

/** The widths to make for an image this wide: never wider than the image itself. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, Math.max(...VARIANT_WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/**
 * Re-encodes an upload into its responsive variants. The image is decoded once (turned upright
 * by its EXIF orientation, converted to sRGB, scaled to the largest width) and every variant is
 * made from those pixels; no output carries EXIF, GPS or any other metadata from the upload.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const source = await inspectImage(bytes);
  const widths = variantWidths(source.width);
  const largest = widths[widths.length - 1]!;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE', 'The image is damaged and cannot be read.');
  }
  const { data, info } = decoded;
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const encode = async (width: number, format: VariantFormat): Promise<ImageVariant> => {
    const resized = pixels().resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'webp'
        ? resized.webp({ quality: WEBP_QUALITY })
        : format === 'avif'
          ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
          : // JPEG has no alpha: transparent parts go white, as a page would show them.
            resized
              .flatten({ background: '#ffffff' })
              .jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
    const out = await encoded.toBuffer({ resolveWithObject: true });
    return {
      format,
      contentType: `image/${format}`,
      width: out.info.width,
      height: out.info.height,
      bytes: out.data,
    };
  };

  const variants = await Promise.all([
    ...widths.flatMap((w) => [encode(w, 'webp'), encode(w, 'avif')]),
    encode(Math.min(JPEG_WIDTH, largest), 'jpeg'),
  ]);
  const tiny = await pixels()
    .resize({ width: Math.min(PLACEHOLDER_WIDTH, info.width) })
    .webp({ quality: 40 })
    .toBuffer({ resolveWithObject: true });

  return {
    source,
    original: { bytes, contentType: source.contentType },
    variants,
    placeholder: {
      dataUri: `data:image/webp;base64,${tiny.data.toString('base64')}`,
      width: tiny.info.width,
      height: tiny.info.height,
    },
  };
}
