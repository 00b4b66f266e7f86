import { sideFace, type Drawing } from './building-parts';
import type { Look } from './look';
import { shrub } from './plants';
import { pick, type Random } from './random';
import { SHOP_COLORS } from './shops';
import { alpha, darken, ellipse, place, poly, rect, strokes, type Segment } from './svg';
import { car } from './vehicles';

/** An office tower: a glass curtain wall, a lobby under a canopy, flags and parking. */
export function office(look: Look, random: Random): Drawing {
  const half = 230;
  const lobby = 56;
  const floorH = 64;
  const floors = look.floors + 3;
  const top = lobby + floors * floorH;
  const frame = '#d6d9dc';
  let body = ellipse(0, 6, half + 110, 16, '#000000', alpha(0.2));
  body += sideFace(half, -top, 0, '#3b5a72', { dx: 90, dy: -42 });
  const sideLines: Segment[] = [];
  for (let f = 0; f <= floors; f++) {
    const y = -lobby - f * floorH;
    sideLines.push([half, y, half + 90, y - 42]);
  }
  body += strokes(sideLines, '#5f7b90', 4);
  body += poly([-half, -top, half, -top, half + 90, -top - 42, -half + 90, -top - 42], '#a9aeb2');
  body += rect(-half, -top, half * 2, top, frame);
  body += rect(-half + 14, -top + 14, half * 2 - 28, top - 14 - lobby, 'url(#tall-glass)');
  const grid: Segment[] = [];
  for (let x = -half + 14 + 53; x < half - 14; x += 53) grid.push([x, -top + 14, x, -lobby]);
  body += strokes(grid, '#c9d2d8', 3);
  for (let f = 1; f < floors; f++)
    body += rect(-half + 14, -lobby - f * floorH - 6, half * 2 - 28, 10, '#4f6577');
  // Reflections: pale diagonal bands across the glass.
  for (const [x, w] of [
    [-190, 36],
    [-110, 18],
    [40, 44],
  ] as const) {
    body += poly(
      [x, -lobby - 4, x + w, -lobby - 4, x + w + 140, -top + 16, x + 140, -top + 16],
      '#ffffff',
      alpha(0.14),
    );
  }
  // Plant room and mast on the roof.
  body +=
    rect(-110, -top - 44, 220, 44, '#bfc4c8') +
    strokes(
      [
        [70, -top - 44, 70, -top - 110],
        [70, -top - 96, 88, -top - 104],
      ],
      '#8a8f94',
      4,
    ) +
    ellipse(88, -top - 104, 6, 12, '#d9dcdf');
  // Lobby: glass doors under a canopy.
  body +=
    rect(-half, -lobby, half * 2, lobby, '#c8ccd0') +
    rect(-70, -lobby + 6, 140, lobby - 6, 'url(#glass)');
  body += strokes(
    [
      [0, -lobby + 6, 0, 0],
      [-35, -lobby + 6, -35, 0],
      [35, -lobby + 6, 35, 0],
    ],
    '#8b9399',
    3,
  );
  body += rect(-120, -lobby - 8, 240, 10, darken(look.accent, 0.2));
  // Flagpoles with plain coloured flags; planters; a car.
  let front = '';
  [-330, -290, -250].forEach((x, i) => {
    front += strokes([[x, 20, x, -200]], '#cfd3d6', 4);
    front +=
      rect(x + 2, -198, 44, 28, SHOP_COLORS[(i * 2 + 1) % SHOP_COLORS.length]!) +
      rect(x + 2, -188, 44, 8, '#f4f4f0');
  });
  front += rect(-900, 10, 1800, 180, '#bdb8ae');
  front +=
    place(-140, 16, 0.6, shrub(random, 60, '#3f7f2f')) +
    place(140, 16, 0.6, shrub(random, 60, '#3f7f2f'));
  front +=
    place(380, 150, 0.85, car(pick(random, ['#ecf0f1', '#2c3e50', '#7f8c8d'])), true) +
    place(-420, 150, 0.85, car(look.accent));
  return {
    back: '',
    body,
    front,
    halfWidth: half + 120,
    height: top + 120,
    focus: [
      [0, -40],
      [-60, -top + floorH * 2],
    ],
    trees: ['palm', 'mango'],
    road: 'tarmac',
  };
}
