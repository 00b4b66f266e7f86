import type { Light } from './light';
import { ROOFS, WALLS } from './look';
import { between, pick, type Random } from './random';
import {
  H,
  HORIZON,
  W,
  alpha,
  circle,
  darken,
  ellipse,
  path,
  place,
  poly,
  rect,
  strokes,
  type Segment,
} from './svg';

// The landscape of outdoor scenes: sky, hills, ground, roads.

export function sky(light: Light, random: Random): string {
  let out = rect(0, 0, W, HORIZON + 40, 'url(#sky)');
  if (light.sun) {
    const { x, y, r, fill } = light.sun;
    out += circle(x, y, r * 2.2, fill, alpha(0.18)) + circle(x, y, r * 1.5, fill, alpha(0.3));
    out += circle(x, y, r, fill);
  }
  for (let i = 0; i < light.clouds.count; i++) {
    const x = (W / light.clouds.count) * (i + between(random, 0.15, 0.85));
    out += cloud(x, between(random, 70, 330), between(random, 0.6, 1.3), light);
  }
  return out;
}

function cloud(x: number, y: number, s: number, light: Light): string {
  const { fill, shade } = light.clouds;
  const body =
    ellipse(0, 8, 120, 22, shade) +
    circle(-62, 0, 34, fill) +
    circle(-18, -22, 46, fill) +
    circle(34, -8, 40, fill) +
    circle(78, 4, 28, fill) +
    ellipse(0, 10, 112, 18, fill);
  return place(x, y, s, body);
}

/** A hill line across the canvas, filled down to the bottom. */
function ridge(random: Random, base: number, height: number, color: string): string {
  const p1 = random() * 6.3;
  const p2 = random() * 6.3;
  const ys: number[] = [0, H];
  for (let x = 0; x <= W; x += 40) {
    const y = base - height * (0.55 + 0.3 * Math.sin(x / 290 + p1) + 0.15 * Math.sin(x / 97 + p2));
    ys.push(x, y);
  }
  ys.push(W, H);
  return poly(ys, color);
}

/** Far hills, nearer hills with small houses and trees on them, then the grass plain. */
export function landscape(light: Light, random: Random, lake = false): string {
  let out = ridge(random, HORIZON - 30, 110, light.farHills);
  if (lake) out += rect(0, HORIZON - 42, W, 60, 'url(#water)');
  out += ridge(random, HORIZON + 6, lake ? 30 : 60, light.hills);
  // Far-off homes and trees: small, so they read as distance.
  const tinyTrees: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = random() * W;
    const y = HORIZON - between(random, 0, 24);
    tinyTrees.push(
      ellipse(x, y, between(random, 6, 12), between(random, 5, 8), darken(light.hills, 0.25)),
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = random() * W;
    const y = HORIZON - between(random, 2, 20);
    const roof = pick(random, ROOFS);
    tinyTrees.push(
      rect(x - 7, y - 6, 14, 7, pick(random, WALLS)) +
        poly([x - 9, y - 5, x + 9, y - 5, x + 5, y - 11, x - 5, y - 11], roof),
    );
  }
  out += tinyTrees.join('');
  out += rect(0, HORIZON, W, H - HORIZON, 'url(#ground)');
  return out;
}

/** Grass tufts and a few wild flowers, larger toward the viewer. */
export function grassTufts(random: Random, light: Light, count: number, top = HORIZON + 8): string {
  const far: Segment[] = [];
  const near: Segment[] = [];
  const flowers: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * W;
    const y = between(random, top, H);
    const k = 0.5 + (1.6 * (y - HORIZON)) / (H - HORIZON);
    const list = y < 800 ? far : near;
    list.push([x, y, x - 4 * k, y - 9 * k], [x, y, x, y - 12 * k], [x, y, x + 4 * k, y - 9 * k]);
    if (random() < 0.12) {
      flowers.push(
        circle(x + 5 * k, y - 10 * k, 1.8 * k, pick(random, ['#f7e26b', '#ffffff', '#f29bc0'])),
      );
    }
  }
  return (
    strokes(far, light.grassDark, 1.4) + strokes(near, light.grassDark, 2.6) + flowers.join('')
  );
}

/** A road across the foreground: red murram with ruts and stones, or tarmac with a centre line. */
export function roadAcross(top: number, surface: 'murram' | 'tarmac', random: Random): string {
  if (surface === 'tarmac') {
    const dashes: string[] = [];
    const lineY = top + (H - top) * 0.55;
    for (let x = -40 + random() * 80; x < W; x += 170)
      dashes.push(rect(x, lineY, 90, 7, '#f2f2ee'));
    return (
      rect(0, top - 10, W, 14, '#c9c4bb') +
      rect(0, top + 4, W, H - top, '#54585d') +
      rect(0, top + 4, W, 6, '#43464a') +
      dashes.join('')
    );
  }
  const ruts: Segment[] = [];
  for (const at of [0.3, 0.38, 0.68, 0.76]) {
    const y = top + (H - top) * at;
    for (let x = 0; x < W; x += 80)
      ruts.push([x, y + Math.sin(x / 130) * 4, x + 80, y + Math.sin((x + 80) / 130) * 4]);
  }
  const stones: string[] = [];
  for (let i = 0; i < 70; i++) {
    stones.push(
      ellipse(
        random() * W,
        between(random, top + 6, H),
        between(random, 2, 5),
        between(random, 1.5, 3),
        pick(random, ['#e3a676', '#a9552c', '#d8c3a5']),
      ),
    );
  }
  return (
    path(`M0 ${top}Q${W / 3} ${top - 10} ${W / 2} ${top}T${W} ${top}V${H}H0Z`, '#c06a3b') +
    strokes(ruts, '#a4542b', 5) +
    stones.join('')
  );
}

/** How big a thing standing at height y on the ground looks: smaller toward the horizon. */
export const depthScale = (y: number) => 0.25 + (0.95 * (y - HORIZON)) / (H - HORIZON);
