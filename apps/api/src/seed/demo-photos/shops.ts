import { sideFace, windowPane, type Drawing } from './building-parts';
import type { Look } from './look';
import { between, pick, type Random } from './random';
import {
  alpha,
  circle,
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

export const SHOP_COLORS = ['#e0b20f', '#c0392b', '#1f6fa8', '#2e8b57', '#d35400', '#7d3c98'];

/** A row of shop units, each painted its own colour, awnings, goods on the shelves. */
export function shopFronts(x0: number, x1: number, height: number, random: Random): string {
  let out = '';
  const units = Math.max(1, Math.round((x1 - x0) / 150));
  const unit = (x1 - x0) / units;
  for (let i = 0; i < units; i++) {
    const left = x0 + i * unit;
    const color = SHOP_COLORS[(i + Math.floor(random() * 6)) % SHOP_COLORS.length]!;
    const top = -height;
    out += rect(left, top, unit, height, color);
    const inside = { x: left + 14, y: top + 46, w: unit - 28, h: height - 46 };
    out += rect(inside.x, inside.y, inside.w, inside.h, '#3a2f29');
    const shelves: Segment[] = [];
    const goods: string[] = [];
    for (let y = inside.y + 24; y < -10; y += 26) {
      shelves.push([inside.x, y, inside.x + inside.w, y]);
      for (let x = inside.x + 4; x < inside.x + inside.w - 10; x += between(random, 9, 16)) {
        const h = between(random, 8, 18);
        goods.push(
          rect(
            x,
            y - h,
            7,
            h,
            pick(random, ['#e74c3c', '#f1c40f', '#ecf0f1', '#3498db', '#27ae60', '#e67e22']),
          ),
        );
      }
    }
    out += goods.join('') + strokes(shelves, '#7b6654', 3);
    out += rect(inside.x, inside.y, inside.w, 12, '#8c959c');
    // Striped awning with a scalloped edge.
    const awning = { y0: top + 30, y1: top + 62 };
    out += poly(
      [
        left + 4,
        awning.y0,
        left + unit - 4,
        awning.y0,
        left + unit + 8,
        awning.y1,
        left - 8,
        awning.y1,
      ],
      color,
    );
    for (let s = 0; s < 6; s += 2) {
      const a = s / 6;
      const b = (s + 1) / 6;
      const atTop = (t: number) => left + 4 + (unit - 8) * t;
      const atBottom = (t: number) => left - 8 + (unit + 16) * t;
      out += poly(
        [atTop(a), awning.y0, atTop(b), awning.y0, atBottom(b), awning.y1, atBottom(a), awning.y1],
        '#f7f3ea',
      );
    }
    for (let x = left - 2; x < left + unit + 4; x += 16) out += circle(x + 6, awning.y1, 7, color);
    // A blank sign board: a brand colour and a simple mark, never words.
    out +=
      rect(left + 16, top + 4, unit - 32, 22, lighten(color, 0.7)) +
      circle(left + 30, top + 15, 7, color) +
      rect(left + 44, top + 11, unit - 78, 8, color);
    out += rect(left, top, 6, height, darken(color, 0.3));
    if (random() < 0.5)
      out +=
        ellipse(left + unit * 0.7, -14, 16, 14, '#d9c7a0') +
        ellipse(left + unit * 0.7 + 20, -12, 12, 12, '#cdb88e');
    if (random() < 0.4)
      out += rect(left + 20, -26, 16, 26, '#f1c40f') + rect(left + 40, -26, 16, 26, '#f1c40f');
  }
  return out;
}

/** A two-storey row of shops: shop units below, a walkway with doors and windows above. */
export function commercial(look: Look, random: Random): Drawing {
  const half = 400;
  const groundH = 160;
  const upperH = 130;
  const top = groundH + upperH;
  let body = ellipse(0, 6, half + 60, 14, '#000000', alpha(0.18));
  body += sideFace(half, -top - 30, 0, darken(look.wall, 0.25), { dx: 50, dy: -24 });
  body += rect(-half, -top - 30, half * 2, top + 30, look.wall);
  body += rect(-half - 8, -top - 34, half * 2 + 16, 12, darken(look.wall, 0.2));
  // Upper floor: a walkway with a railing, doors and windows behind it.
  const upperFloor = -groundH;
  for (let x = -half + 60; x < half; x += 110)
    body += windowPane(x, upperFloor - upperH + 26, 54, 60, look);
  body += rect(-half - 10, upperFloor - 12, half * 2 + 20, 14, darken(look.trim, 0.1));
  const rail: Segment[] = [[-half - 10, upperFloor - 50, half + 10, upperFloor - 50]];
  for (let x = -half - 6; x <= half + 6; x += 10)
    rail.push([x, upperFloor - 50, x, upperFloor - 12]);
  body += strokes(rail, '#2f2f2f', 2);
  body += shopFronts(-half, half, groundH, random);
  body += rect(-half - 10, -10, half * 2 + 20, 12, '#bdb5a8');
  // A motorbike taxi waiting in front of the shops.
  const boda =
    circle(-40, -18, 18, '#222222') +
    circle(40, -18, 18, '#222222') +
    circle(-40, -18, 7, '#999999') +
    circle(40, -18, 7, '#999999') +
    path('M-40 -18L-8 -46L30 -46L40 -18', 'none', ' stroke="#b03a2e" stroke-width="8"') +
    path('M-14 -44Q-6 -66 18 -60L22 -44Z', '#b03a2e') +
    rect(-6, -30, 22, 14, '#555555') +
    rect(-20, -58, 40, 12, '#1f1f1f', ' rx="5"') +
    strokes(
      [
        [30, -46, 36, -70],
        [30, -70, 44, -70],
      ],
      '#555555',
      4,
    );
  // A paved forecourt with a kerb, where customers' motorbikes wait.
  let front = rect(-1000, 2, 2000, 110, '#b5ada0') + rect(-1000, 108, 2000, 10, '#8f877b');
  const flags: Segment[] = [];
  for (let x = -1000; x < 1000; x += 60) flags.push([x, 2, x - 20, 108]);
  front += strokes(flags, '#a39b8e', 2);
  front += place(-200, 60, 1, boda) + place(260, 56, 0.95, boda, true);
  return {
    back: '',
    body,
    front,
    halfWidth: half + 40,
    height: top + 40,
    focus: [
      // The second shop from each end.
      [-160, -90],
      [160, -90],
    ],
    trees: ['mango', 'acacia'],
    road: 'tarmac',
  };
}
