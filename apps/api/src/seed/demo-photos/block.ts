import { DEPTH, sideFace, windowPane, type Drawing } from './building-parts';
import { FABRICS, type Look } from './look';
import { shrub } from './plants';
import { pick, type Random } from './random';
import { shopFronts } from './shops';
import { alpha, darken, ellipse, lighten, place, poly, rect, strokes, type Segment } from './svg';
import { car } from './vehicles';

/** A block of flats (apartment), or a taller one with shops on the ground floor (building). */
export function block(
  look: Look,
  random: Random,
  options: { floors: number; shops: boolean; name: 'apartment' | 'building' },
): Drawing {
  const half = options.name === 'building' ? 280 : 250;
  const floorH = options.name === 'building' ? 78 : 88;
  const ground = options.shops ? 110 : 40;
  const top = ground + options.floors * floorH;
  const wall = options.name === 'building' ? lighten(look.wall, 0.35) : look.wall;
  let body = ellipse(0, 6, half + 120, 16, '#000000', alpha(0.18));
  body += sideFace(half, -top, 0, darken(wall, 0.25));
  body += poly(
    [-half, -top, half, -top, half + DEPTH.dx, -top + DEPTH.dy, -half + DEPTH.dx, -top + DEPTH.dy],
    '#9c9a94',
  );
  body += rect(-half, -top, half * 2, top, wall);
  // Water tanks on the roof.
  body +=
    rect(-half + 60, -top - 70, 64, 70, look.tank, ' rx="10"') +
    rect(-half + 140, -top - 62, 56, 62, look.tank, ' rx="10"');
  body += rect(-half - 6, -top - 16, half * 2 + 12, 16, darken(wall, 0.1));
  body += poly(
    [
      half + 6,
      -top,
      half + 6 + DEPTH.dx,
      -top + DEPTH.dy,
      half + 6 + DEPTH.dx,
      -top + DEPTH.dy - 16,
      half + 6,
      -top - 16,
    ],
    darken(wall, 0.3),
  );
  // Stair core in the accent colour, with small glass-block windows.
  body += rect(-36, -top - 28, 72, top + 28 - ground, look.accent);
  const glassBlocks: string[] = [];
  for (let f = 0; f < options.floors; f++) {
    const y = -ground - f * floorH - floorH / 2 - 16;
    glassBlocks.push(rect(-14, y, 28, 32, lighten(look.accent, 0.55)));
  }
  body += glassBlocks.join('');
  const columns = [-half + 60, -half + 150, half - 150, half - 60];
  for (let f = 0; f < options.floors; f++) {
    const floorTop = -ground - (f + 1) * floorH;
    if (options.name === 'building')
      body += rect(-half, floorTop + floorH - 8, half * 2, 8, darken(wall, 0.12));
    columns.forEach((cx, c) => {
      const balcony = options.name === 'apartment' ? c === 0 || c === 3 : (c + f) % 3 === 0;
      if (balcony) {
        body +=
          rect(cx - 34, floorTop + 12, 68, floorH - 22, 'url(#glass)') +
          strokes([[cx, floorTop + 12, cx, floorTop + floorH - 10]], look.trim, 4);
        const y = floorTop + floorH - 10;
        body +=
          rect(cx - 50, y - 40, 100, 40, darken(wall, 0.18), alpha(0.5)) +
          rect(cx - 54, y, 108, 8, look.trim);
        const rail: Segment[] = [[cx - 50, y - 40, cx + 50, y - 40]];
        for (let x = cx - 46; x <= cx + 46; x += 8) rail.push([x, y - 40, x, y]);
        body += strokes(rail, '#2e2e2e', 2.2);
        if (random() < 0.35)
          body += place(cx + 30, y, 0.35, shrub(random, 40, '#3f8a34', '#e74c3c'));
        if (random() < 0.3)
          body +=
            rect(cx - 40, y - 56, 14, 20, pick(random, FABRICS)) +
            rect(cx - 22, y - 54, 12, 18, pick(random, FABRICS));
      } else {
        body += windowPane(cx, floorTop + 18, 56, floorH - 40, look, options.name === 'apartment');
      }
    });
    // Side windows, following the slant of the side wall.
    for (const u of [0.25, 0.65]) {
      const x = half + DEPTH.dx * u;
      const y = floorTop + 20 + DEPTH.dy * u;
      body += poly([x, y, x + 14, y - 7, x + 14, y + floorH - 47, x, y + floorH - 40], '#5e7d92');
    }
  }
  if (options.shops)
    body += shopFronts(-half, -36, ground, random) + shopFronts(36, half, ground, random);
  body +=
    rect(-26, -ground - 30, 52, ground + 30, 'url(#glass)') +
    rect(-60, -ground - 38, 120, 8, look.trim);
  // Parking in front: paving, bay lines, a car or two.
  let front = rect(-900, 0, 1800, 190, '#b9b4ab') + rect(-900, 186, 1800, 10, '#8f8a82');
  const bays: Segment[] = [];
  for (let x = -700; x <= 700; x += 140) bays.push([x, 40, x - 40, 180]);
  front += strokes(bays, '#eeeeea', 4);
  front +=
    place(-360, 150, 0.8, car(pick(random, ['#c0392b', '#2c3e50', '#ecf0f1', '#7f8c8d']))) +
    place(420, 160, 0.85, car(pick(random, ['#1f6fa8', '#f1f1f1', '#27ae60'])), true);
  front +=
    place(-half - 40, 20, 0.7, shrub(random, 70, '#3f7f2f', '#f1c40f')) +
    place(half + 110, 20, 0.7, shrub(random, 70, '#3f7f2f'));
  return {
    back: '',
    body,
    front,
    halfWidth: half + 80,
    height: top + 70,
    focus: [
      [-half + 105, -ground - floorH * 1.5],
      [half - 105, -ground - floorH * 2.5],
    ],
    trees: ['mango', 'acacia', 'palm'],
    road: options.shops ? 'tarmac' : 'murram',
  };
}
