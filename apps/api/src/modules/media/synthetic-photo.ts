import sharp from 'sharp';

/**
 * A photo-like JPEG drawn in code, for tests and the bench: sky and ground gradients, a few
 * hard-edged shapes, texture at every scale from 4 to 256 px (as foliage, walls and roads give
 * a real photo detail at every size it is shown) and per-pixel sensor noise. A flat colour would
 * flatter every encoder; pure noise would make every size hopeless.
 */
export async function drawSyntheticPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: deterministic, so every run measures the same image.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const horizon = Math.round(height * 0.55);
  const houses = Array.from({ length: 6 }, (_, i) => ({
    x0: Math.round(width * (0.05 + i * 0.15)),
    x1: Math.round(width * (0.05 + i * 0.15 + 0.1)),
    y0: Math.round(horizon - height * (0.1 + random() * 0.15)),
    rgb: [150 + random() * 100, 90 + random() * 80, 60 + random() * 60],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r: number, g: number, b: number;
      if (y < horizon) {
        const t = y / horizon;
        [r, g, b] = [90 + 100 * t, 150 + 70 * t, 235 - 20 * t];
      } else {
        const t = (y - horizon) / (height - horizon);
        [r, g, b] = [110 - 50 * t + 20 * Math.sin(x / 37), 150 - 60 * t, 60 - 20 * t];
      }
      for (const h of houses) {
        if (x >= h.x0 && x < h.x1 && y >= h.y0 && y < horizon)
          [r, g, b] = h.rgb as [number, number, number];
      }
      const noise = texture(x, y, seed) + (random() - 0.5) * 16;
      const at = (y * width + x) * 3;
      pixels[at] = clamp(r + noise);
      pixels[at + 1] = clamp(g + noise);
      pixels[at + 2] = clamp(b + noise);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const OCTAVES = [
  { cell: 256, amplitude: 40 },
  { cell: 64, amplitude: 30 },
  { cell: 16, amplitude: 24 },
  { cell: 4, amplitude: 16 },
];

// Value noise: a hashed random level at each cell corner, blended smoothly between corners.
function texture(x: number, y: number, seed: number): number {
  let sum = 0;
  for (const { cell, amplitude } of OCTAVES) {
    const gx = x / cell;
    const gy = y / cell;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = smooth(gx - ix);
    const fy = smooth(gy - iy);
    const top = lerp(corner(ix, iy, cell + seed), corner(ix + 1, iy, cell + seed), fx);
    const bottom = lerp(corner(ix, iy + 1, cell + seed), corner(ix + 1, iy + 1, cell + seed), fx);
    sum += (lerp(top, bottom, fy) - 0.5) * amplitude;
  }
  return sum;
}

function corner(ix: number, iy: number, salt: number): number {
  let h = Math.imul(ix, 374_761_393) ^ Math.imul(iy, 668_265_263) ^ Math.imul(salt, 2_246_822_519);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
}

const smooth = (t: number) => t * t * (3 - 2 * t);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
