import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LISTING_KINDS } from '@afrinest/contract';
import { inspectImage } from '../../modules/media/image-pipeline';
import { DEMO_VIEWS_PER_PROPERTY, demoPhotoSvg, drawDemoPhoto } from './index';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 24×16 grey thumbnail: enough to tell two pictures apart, blind to JPEG noise. */
async function thumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(24, 16, { fit: 'fill' }).greyscale().raw().toBuffer();
}
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demo listing photos', () => {
  it.each(LISTING_KINDS)('%s: a 1600×1067 JPEG that the upload pipeline accepts', async (kind) => {
    const photo = await drawDemoPhoto(kind, 0);
    expect(await sharp(photo).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1067,
      channels: 3,
    });
    expect(await inspectImage(photo)).toMatchObject({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 1600,
      height: 1067,
      hasAlpha: false,
    });
  });

  it.each(LISTING_KINDS)(
    '%s: each view of a listing is another picture, and the same picture every time',
    async (kind) => {
      const views = await Promise.all(
        Array.from({ length: DEMO_VIEWS_PER_PROPERTY + 1 }, (_, index) =>
          drawDemoPhoto(kind, index),
        ),
      );
      expect(new Set(views.map(sha)).size).toBe(views.length);
      // Not only other bytes: another picture (another side, a close-up, another time of day).
      const thumbnails = await Promise.all(views.map(thumbnail));
      for (let a = 0; a < thumbnails.length; a++) {
        for (let b = a + 1; b < thumbnails.length; b++) {
          expect(meanDifference(thumbnails[a]!, thumbnails[b]!)).toBeGreaterThan(4);
        }
      }
      expect(sha(await drawDemoPhoto(kind, 3))).toBe(sha(views[3]!));
    },
  );

  it('draws the size asked, showing the middle of the scene rather than stretching it', async () => {
    for (const size of [
      { width: 640, height: 427 },
      { width: 800, height: 800 },
      { width: 1200, height: 400 },
    ]) {
      const photo = await drawDemoPhoto('house', 1, size);
      expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', ...size });
      await expect(inspectImage(photo)).resolves.toMatchObject(size);
    }
  });

  it('draws no text and embeds nothing: a fresh machine may have no fonts', () => {
    for (const kind of LISTING_KINDS) {
      for (let index = 0; index < DEMO_VIEWS_PER_PROPERTY * 2; index++) {
        const svg = demoPhotoSvg(kind, index);
        expect(svg).not.toMatch(/<(text|tspan|textPath|image|use|foreignObject|style)\b/);
        expect(svg).not.toMatch(/font|href/);
      }
    }
  });

  it('refuses an index or a size that is not a whole number', () => {
    expect(() => demoPhotoSvg('land', -1)).toThrow(RangeError);
    expect(() => demoPhotoSvg('land', 1.5)).toThrow(RangeError);
    expect(() => demoPhotoSvg('land', 0, { width: 0, height: 100 })).toThrow(RangeError);
    expect(() => demoPhotoSvg('land', 0, { width: 100.5, height: 100 })).toThrow(RangeError);
  });
});
