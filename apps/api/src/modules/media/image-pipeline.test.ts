import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_LIMITS,
  ImageRejectedError,
  inspectImage,
  processImage,
  variantWidths,
  type ImageRejection,
  type ProcessedImage,
} from './image-pipeline';
import { drawSyntheticPhoto } from './synthetic-photo';

async function expectRejected(bytes: Uint8Array, reason: ImageRejection) {
  const error = await inspectImage(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejectedError);
  expect((error as ImageRejectedError).reason).toBe(reason);
  await expect(processImage(bytes)).rejects.toBeInstanceOf(ImageRejectedError);
}

/** A PNG made by hand: signature, an IHDR claiming these dimensions, optional pixel data. */
function pngHeader(width: number, height: number, idat?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(idat ? [chunk('IDAT', idat)] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const metadataOf = (bytes: Uint8Array) => sharp(bytes).metadata();

describe('a 12 MP photo through the pipeline', () => {
  let photo: Buffer;
  let processed: ProcessedImage;
  beforeAll(async () => {
    photo = await drawSyntheticPhoto(4000, 3000);
    processed = await processImage(photo);
  }, 60_000);

  it('is recognised as a JPEG of its real size', () => {
    expect(processed.source).toMatchObject({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 4000,
      height: 3000,
      hasAlpha: false,
      byteLength: photo.byteLength,
    });
  });

  it('makes every responsive width in WebP and AVIF and one JPEG, each really that format and size', async () => {
    expect(processed.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'webp@320x240',
      'avif@320x240',
      'webp@640x480',
      'avif@640x480',
      'webp@1280x960',
      'avif@1280x960',
      'webp@1920x1440',
      'avif@1920x1440',
      'jpeg@1280x960',
    ]);
    for (const v of processed.variants) {
      const m = await metadataOf(v.bytes);
      expect(m.format).toBe(v.format === 'avif' ? 'heif' : v.format);
      expect([m.width, m.height]).toEqual([v.width, v.height]);
      expect(v.contentType).toBe(`image/${v.format}`);
    }
  });

  it('keeps the original exactly as uploaded', () => {
    expect(Buffer.compare(Buffer.from(processed.original.bytes), photo)).toBe(0);
    expect(processed.original.contentType).toBe('image/jpeg');
  });

  it('gives a tiny WebP placeholder as a data URI', async () => {
    const { dataUri, width, height } = processed.placeholder;
    expect(dataUri.startsWith('data:image/webp;base64,')).toBe(true);
    const m = await metadataOf(Buffer.from(dataUri.split(',')[1]!, 'base64'));
    expect([m.format, m.width, m.height]).toEqual(['webp', 16, 12]);
    expect([width, height]).toEqual([16, 12]);
    expect(dataUri.length).toBeLessThan(400);
  });
});

describe('images of every accepted kind', () => {
  it('keeps the transparency of a PNG with alpha and never enlarges a small image', async () => {
    const png = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 4,
        background: { r: 0, g: 128, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const processed = await processImage(png);
    expect(processed.source).toMatchObject({ format: 'png', hasAlpha: true, width: 800 });
    expect(processed.variants.map((v) => v.width)).toEqual([320, 320, 640, 640, 800, 800, 800]);
    for (const v of processed.variants)
      expect((await metadataOf(v.bytes)).hasAlpha).toBe(v.format !== 'jpeg');
  });

  it('reads WebP and AVIF uploads too (this sharp decodes AV1 HEIF)', async () => {
    const base = sharp({ create: { width: 500, height: 300, channels: 3, background: '#c84' } });
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif({ effort: 0 }).toBuffer();
    expect((await inspectImage(webp)).format).toBe('webp');
    const fromAvif = await processImage(avif);
    expect(fromAvif.source).toMatchObject({ format: 'avif', contentType: 'image/avif' });
    expect(fromAvif.variants.map((v) => v.width)).toEqual([320, 320, 500, 500, 500]);
  });

  it('strips EXIF (GPS included) and turns a photo upright by its orientation first', async () => {
    // Stored 600×400, left half red, right half blue; orientation 6 = shown turned 90° clockwise,
    // so upright it is 400×600 with red on top.
    const stored = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < 600 * 400; i++)
      stored.set(i % 600 < 300 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const jpeg = await sharp(stored, { raw: { width: 600, height: 400, channels: 3 } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Agent' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 20/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const uploaded = await metadataOf(jpeg);
    expect(uploaded.orientation).toBe(6);
    expect(uploaded.exif?.includes('WGS-84')).toBe(true);

    const processed = await processImage(jpeg);
    expect([processed.source.width, processed.source.height]).toEqual([400, 600]);
    for (const v of processed.variants) {
      const m = await metadataOf(v.bytes);
      expect(m.exif).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(v.bytes.includes('WGS-84')).toBe(false);
      expect(v.bytes.includes('PhoneMaker')).toBe(false);
      expect(v.height).toBeGreaterThan(v.width);
    }
    const webp = processed.variants.find((v) => v.format === 'webp' && v.width === 400)!;
    const { data } = await sharp(webp.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3),
    ];
    const [topR, , topB] = pixel(200, 100);
    const [bottomR, , bottomB] = pixel(200, 500);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });
});

describe('uploads that are refused', () => {
  it('a text file named photo.jpg is not an image, whatever its name says', async () => {
    await expectRejected(
      Buffer.from('name=photo.jpg\nthis is plain text, not a JPEG\n'),
      'NOT_AN_IMAGE',
    );
  });

  it('an HTML or SVG file is not an image (it would run script if served)', async () => {
    await expectRejected(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'NOT_AN_IMAGE',
    );
    await expectRejected(Buffer.from('<!doctype html><script>alert(1)</script>'), 'NOT_AN_IMAGE');
  });

  it('a JPEG signature with garbage after it is refused as damaged', async () => {
    await expectRejected(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]),
      'NOT_AN_IMAGE',
    );
  });

  it('a JPEG cut off half way passes inspection but is refused when decoded', async () => {
    const whole = await drawSyntheticPhoto(400, 300);
    const cut = whole.subarray(0, whole.length >> 1);
    expect((await inspectImage(cut)).format).toBe('jpeg');
    const error = await processImage(cut).catch((e: unknown) => e);
    expect((error as ImageRejectedError).reason).toBe('NOT_AN_IMAGE');
  });

  it('a PNG claiming huge dimensions is refused from its header alone', async () => {
    // The file holds the pixels of a single row (a real PNG reader wants an IDAT chunk before
    // it reports the header): refusing it rather than failing on truncated data proves only
    // the header was read, never 1.6 billion pixels.
    const oneRow = (width: number) => deflateSync(Buffer.alloc(1 + width * 3));
    await expectRejected(pngHeader(40_000, 40_000, oneRow(40_000)), 'TOO_MANY_PIXELS');
    await expectRejected(pngHeader(8_000, 8_000, oneRow(8_000)), 'TOO_MANY_PIXELS'); // 64 MP
    const side = IMAGE_LIMITS.maxSide + 1;
    await expectRejected(pngHeader(side, 10, oneRow(side)), 'TOO_MANY_PIXELS');
  });

  it('a small PNG made the same way is read, so the header builder is sound', async () => {
    const rows = Buffer.concat(
      Array.from({ length: 2 }, () => Buffer.from([0, 255, 0, 0, 255, 0, 0])),
    );
    const png = pngHeader(2, 2, deflateSync(rows));
    expect(await inspectImage(png)).toMatchObject({ format: 'png', width: 2, height: 2 });
  });

  it('HEIC is refused as unsupported: this sharp build has no HEVC decoder', async () => {
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    ]);
    await expectRejected(ftyp, 'UNSUPPORTED_FORMAT');
  });

  it('GIF and TIFF, which sharp reads, are refused: listings take photos only', async () => {
    const base = sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } });
    await expectRejected(await base.clone().gif().toBuffer(), 'UNSUPPORTED_FORMAT');
    await expectRejected(await base.clone().tiff().toBuffer(), 'UNSUPPORTED_FORMAT');
  });
});

describe('variantWidths', () => {
  it('uses the standard widths below the image and the image itself up to 1920, never more', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});
