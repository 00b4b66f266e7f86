import sharp from 'sharp';
import type { ListingKind } from '@afrinest/contract';
import { LIGHTS, gradients } from './light';
import { lookOf } from './look';
import { randomFrom } from './random';
import { sceneOf } from './scenes';
import { H, W, alpha, num, rect } from './svg';

/**
 * Demo listing photos (issue 7): flat-vector illustrations of houses and land, drawn here as SVG
 * and rendered by sharp, so a fresh `npm start` shows galleries without a single copyrighted
 * image. They read plainly as drawings (flat colours, no photographic texture) and hold no text:
 * a fresh machine may have no fonts, and text would render as boxes.
 *
 * `index` picks the view. Each run of DEMO_VIEWS_PER_PROPERTY indices shows one property (the
 * same colours and shape) from the front, from another side, close up, from the road and
 * closer at evening; the next run shows another property of that kind. The same kind, index and
 * size always give the same bytes.
 */
export const DEMO_VIEWS_PER_PROPERTY = 5;

const DEFAULT_SIZE = { width: 1600, height: 1067 };
const JPEG_QUALITY = 85;

export async function drawDemoPhoto(
  kind: ListingKind,
  index: number,
  size: { width: number; height: number } = DEFAULT_SIZE,
): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(kind, index, size)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The scene as SVG, before sharp renders it (the test reads it to check it holds no text). */
export function demoPhotoSvg(
  kind: ListingKind,
  index: number,
  size: { width: number; height: number } = DEFAULT_SIZE,
): string {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`A demo photo index is a whole number from 0, not ${index}.`);
  }
  if (![size.width, size.height].every((side) => Number.isInteger(side) && side > 0)) {
    throw new RangeError(
      `A demo photo is a whole number of pixels a side, not ${size.width}×${size.height}.`,
    );
  }
  const property = Math.floor(index / DEMO_VIEWS_PER_PROPERTY);
  const view = index % DEMO_VIEWS_PER_PROPERTY;
  const look = lookOf(kind, property);
  // Each property sees its views at other times of day, so the gallery is not always noon first.
  const light = LIGHTS[(view + property) % LIGHTS.length]!;
  const random = randomFrom(`${kind}/${index}`);
  const scene = sceneOf(kind, view, light, look, random);
  const { x, y, width, height } = scene.crop;
  // The canvas is 3:2; a size of another shape shows the middle of it ("slice"), never stretched.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="${num(x)} ${num(y)} ${num(width)} ${num(height)}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${gradients(light)}</defs>` +
    (scene.mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${scene.svg}</g>` : scene.svg) +
    (light.tint ? rect(0, 0, W, H, light.tint.fill, alpha(light.tint.alpha)) : '') +
    '</svg>'
  );
}
