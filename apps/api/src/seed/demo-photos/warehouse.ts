import { sideFace, type Drawing } from './building-parts';
import type { Look } from './look';
import { pick, type Random } from './random';
import { alpha, circle, darken, ellipse, place, poly, rect, strokes, type Segment } from './svg';
import { truck } from './vehicles';

/** A steel-clad warehouse seen from its gable end, with a yard and a truck at the door. */
export function warehouse(look: Look, random: Random): Drawing {
  const half = 420;
  const eaves = 230;
  const ridge = 320;
  const cladding = '#cfd4d8';
  const roof = darken(look.accent, 0.05);
  let body = ellipse(0, 6, half + 160, 18, '#000000', alpha(0.2));
  // The long side in shade, then the roof plane, then the gable end facing us.
  body += sideFace(half, -eaves, 0, darken(cladding, 0.25), { dx: 150, dy: -56 });
  body += poly([0, -ridge, 150, -ridge - 56, half + 150, -eaves - 56, half, -eaves], roof);
  const roofRibs: Segment[] = [];
  for (let t = 0.05; t < 1; t += 0.06)
    roofRibs.push([
      half * t,
      -ridge + (ridge - eaves) * t,
      half * t + 150,
      -ridge + (ridge - eaves) * t - 56,
    ]);
  body += strokes(roofRibs, darken(roof, 0.25), 2);
  body += poly([-half, 0, half, 0, half, -eaves, 0, -ridge, -half, -eaves], cladding);
  const ribs: Segment[] = [];
  for (let x = -half + 8; x < half; x += 14)
    ribs.push([x, 0, x, -eaves - (ridge - eaves) * (1 - Math.abs(x) / half)]);
  body += strokes(ribs, darken(cladding, 0.12), 2);
  body += strokes(
    [
      [-half - 6, -eaves + 2, 0, -ridge - 4],
      [0, -ridge - 4, half + 6, -eaves + 2],
    ],
    roof,
    12,
  );
  // A strip of clear panels for daylight, the roller door and a side door.
  body += rect(-half + 40, -eaves + 20, half * 2 - 80, 26, '#e8f2f6');
  const panels: Segment[] = [];
  for (let x = -half + 40; x < half - 40; x += 60) panels.push([x, -eaves + 20, x, -eaves + 46]);
  body += strokes(panels, '#aab5bb', 3);
  body += rect(-176, -214, 352, 18, '#6f777d') + rect(-170, -196, 340, 196, '#9aa3ab');
  const slats: Segment[] = [];
  for (let y = -190; y < 0; y += 9) slats.push([-170, y, 170, y]);
  body += strokes(slats, '#838c94', 2);
  body += rect(250, -120, 64, 120, look.accent) + circle(302, -60, 4, '#dddddd');
  body += rect(-310, -170, 60, 40, '#f2c12e') + rect(-310, -140, 60, 10, '#2b2b2b');
  // Concrete yard, pallets, a box truck at the loading door.
  let front = rect(-1000, 0, 2000, 220, '#c4c0b8');
  const yardLines: Segment[] = [];
  for (let x = -900; x <= 900; x += 180) yardLines.push([x, 0, x - 60, 220]);
  front += strokes(yardLines, '#aca79e', 3);
  for (const x of [-420, -330]) {
    front +=
      rect(x, -20 + 40, 70, 14, '#a47b4f') +
      rect(x, -38 + 40, 70, 14, '#a47b4f') +
      strokes(
        [
          [x + 4, 34, x + 66, 34],
          [x + 4, 16, x + 66, 16],
        ],
        '#7d5a37',
        2,
      );
  }
  front += place(90, 130, 0.95, truck(pick(random, ['#c0392b', '#1f6fa8', '#27ae60'])));
  return {
    back: '',
    body,
    front,
    halfWidth: half + 150,
    height: ridge + 60,
    focus: [
      [60, -120],
      [-200, -150],
    ],
    trees: ['acacia', 'mango'],
    road: 'murram',
  };
}
