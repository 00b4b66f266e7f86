import { DEPTH, sideFace, type Drawing } from './building-parts';
import type { Look } from './look';
import { palm } from './plants';
import { between, pick, type Random } from './random';
import {
  alpha,
  darken,
  ellipse,
  lighten,
  path,
  place,
  poly,
  rect,
  strokes,
  type Segment,
} from './svg';

/** A hotel tower over a low wing, with a pool, loungers and umbrellas in front. */
export function hotel(look: Look, random: Random): Drawing {
  const half = 200;
  const floors = look.floors + 4;
  const floorH = 60;
  const podium = 100;
  const top = podium + floors * floorH;
  const wall = lighten(look.wall, 0.45);
  let body = ellipse(0, 6, 520, 18, '#000000', alpha(0.2));
  // Low wing for the restaurant and lobby, the tower over it.
  body += sideFace(480, -podium, 0, darken(wall, 0.2), { dx: 60, dy: -28 });
  body += rect(-480, -podium, 960, podium, wall) + rect(-486, -podium - 12, 972, 12, look.accent);
  for (let x = -440; x < 440; x += 70)
    body += rect(x, -podium + 24, 50, podium - 36, 'url(#glass)');
  body += sideFace(half, -top, -podium, darken(wall, 0.22));
  body += poly(
    [-half, -top, half, -top, half + DEPTH.dx, -top + DEPTH.dy, -half + DEPTH.dx, -top + DEPTH.dy],
    '#a5a39d',
  );
  body += rect(-half, -top, half * 2, top - podium, wall);
  for (let f = 0; f < floors; f++) {
    const y = -podium - f * floorH;
    body += rect(-half + 16, y - floorH + 10, half * 2 - 32, floorH - 18, 'url(#glass)');
    body += strokes(
      [
        [-half / 3, y - floorH + 10, -half / 3, y - 8],
        [half / 3, y - floorH + 10, half / 3, y - 8],
      ],
      wall,
      6,
    );
    // Balcony slab with a glass rail.
    body +=
      rect(-half - 8, y - 10, half * 2 + 16, 8, look.trim) +
      rect(-half - 4, y - 30, half * 2 + 8, 20, '#bfe6f2', alpha(0.55));
  }
  // A crown on the roof in the accent colour.
  body +=
    rect(-half - 10, -top - 14, half * 2 + 20, 14, look.accent) +
    poly([-half, -top - 14, half, -top - 14, 0, -top - 80], darken(look.accent, 0.15), alpha(0.9));
  body += rect(-80, -podium - 10, 160, 10, darken(look.accent, 0.2));
  // The pool and its deck, loungers and umbrellas.
  let front = rect(-1000, 0, 2000, 260, '#e8dcc3');
  front +=
    rect(-420, 60, 840, 150, '#f4ecda', ' rx="40"') +
    rect(-400, 74, 800, 122, 'url(#water)', ' rx="34"');
  const ripples: Segment[] = [];
  for (let i = 0; i < 18; i++) {
    const x = between(random, -360, 300);
    const y = between(random, 90, 180);
    ripples.push([x, y, x + between(random, 20, 50), y]);
  }
  front += strokes(ripples, '#a8ecf7', 3);
  for (const x of [-560, -480, 470, 550]) {
    front +=
      poly([x - 30, 44, x + 30, 44, x + 40, 30, x - 20, 30], '#ffffff') +
      strokes(
        [
          [x - 26, 44, x - 26, 56],
          [x + 26, 44, x + 26, 56],
        ],
        '#999999',
        3,
      );
  }
  for (const x of [-520, 510]) {
    const color = pick(random, ['#e74c3c', '#f39c12', '#16a085']);
    front +=
      strokes([[x, 30, x, -70]], '#777777', 4) +
      path(`M${x - 60} -60Q${x} -110 ${x + 60} -60Z`, color) +
      path(`M${x - 20} -62Q${x} -100 ${x + 20} -62Z`, '#ffffff', alpha(0.7));
  }
  front += place(-720, 60, 0.9, palm(random, 30)) + place(700, 70, 0.95, palm(random, -40));
  return {
    back: '',
    body,
    front,
    halfWidth: 560,
    height: top + 80,
    focus: [
      [-300, 20],
      [-half + 40, -podium - floorH * 2],
    ],
    trees: ['palm'],
    road: 'tarmac',
  };
}
