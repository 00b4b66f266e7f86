import { tiles, windowPane, type Drawing } from './building-parts';
import type { Look } from './look';
import { shrub } from './plants';
import { between, pick, type Random } from './random';
import {
  alpha,
  circle,
  darken,
  ellipse,
  lighten,
  place,
  poly,
  rect,
  strokes,
  type Segment,
} from './svg';

/** A bungalow with a veranda, a water tank and a compound wall: the house, and the neighbours'. */
export function house(look: Look, random: Random, wallInFront: boolean): Drawing {
  const wallShade = darken(look.wall, 0.2);
  const roofLine = darken(look.roof, 0.25);
  // Half the width of the walls: the veranda in the middle, one or two windows each side.
  const half = look.wide ? 450 : 340;
  const eaves = half + 32;
  const ridge = half - 90;
  let body = ellipse(0, 6, half + 80, 16, '#000000', alpha(0.18));
  // A water tank on a stand beside the house, as most homes have.
  const tank = half + 44;
  body += strokes(
    [
      [tank + 8, 0, tank + 12, -62],
      [tank + 68, 0, tank + 64, -62],
      [tank + 8, -30, tank + 68, -30],
    ],
    '#4a4a4a',
    5,
  );
  body += rect(tank - 4, -66, 84, 6, '#4a4a4a') + rect(tank, -176, 76, 110, look.tank, ' rx="12"');
  body += strokes(
    [-150, -122, -94].map((y) => [tank + 2, y, tank + 74, y] as const),
    lighten(look.tank, 0.15),
    2,
  );
  body +=
    rect(-half, -190, half * 2, 190, look.wall) +
    rect(-half, -24, half * 2, 24, darken(look.wall, 0.3));
  // Veranda: a shaded recess under its own gable, two pillars, a step.
  body += rect(-120, -190, 240, 190, wallShade);
  body += rect(-150, -22, 300, 22, '#c9c2b6') + rect(-104, -9, 208, 9, '#ded7cb');
  body += rect(-46, -162, 92, 140, '#6b3b1f') + rect(-46, -180, 92, 14, 'url(#glass)');
  body += strokes(
    [
      [0, -162, 0, -22],
      [-36, -150, -10, -150],
      [10, -150, 36, -150],
      [-36, -70, -10, -70],
      [10, -70, 36, -70],
    ],
    '#4f2a14',
    3,
  );
  body +=
    circle(-8, -92, 3.5, '#d9b44a') +
    circle(8, -92, 3.5, '#d9b44a') +
    circle(-78, -150, 7, '#fff1b0');
  body += rect(-130, -190, 18, 168, look.trim) + rect(112, -190, 18, 168, look.trim);
  const windows = look.wide ? [-340, -220, 220, 340] : [-230, 230];
  for (const x of windows) body += windowPane(x, -150, look.wide ? 90 : 120, 92, look);
  // Hipped tile roof, the veranda gable over it.
  body +=
    poly([-eaves, -188, eaves, -188, ridge, -322, -ridge, -322], look.roof) +
    tiles(-188, -322, eaves, ridge, roofLine);
  body += strokes([[-ridge, -322, ridge, -322]], roofLine, 6);
  body += poly([-166, -188, 166, -188, 0, -292], lighten(look.roof, 0.1));
  body += tiles(-188, -292, 166, 0, roofLine);
  body += strokes(
    [
      [-170, -186, 0, -296],
      [0, -296, 170, -186],
    ],
    look.trim,
    8,
  );
  body += circle(0, -232, 12, darken(look.roof, 0.35));
  body += rect(-eaves - 2, -196, eaves * 2 + 4, 10, look.trim);

  // The compound wall: behind the house, or across the front with the gate open.
  const wallColor = lighten(look.wall, 0.15);
  const compound = (y: number, h: number, gap: readonly [number, number]) => {
    let out = '';
    for (const [from, to] of [
      [-1600, gap[0]],
      [gap[1], 1600],
    ] as const) {
      out +=
        rect(from, y - h, to - from, h, wallColor) +
        rect(from, y - h - 8, to - from, 10, darken(wallColor, 0.25));
      for (let x = from; x <= to; x += 200)
        out += rect(x - 12, y - h - 16, 24, h + 16, darken(wallColor, 0.08));
    }
    out += rect(gap[0] - 16, y - h - 26, 32, h + 26, darken(wallColor, 0.12));
    out += rect(gap[1] - 16, y - h - 26, 32, h + 26, darken(wallColor, 0.12));
    // Bougainvillea spilling over the wall.
    for (let i = 0; i < 5; i++) {
      const x = between(random, -900, 900);
      if (x > gap[0] - 60 && x < gap[1] + 60) continue;
      out += place(x, y - h + 10, 0.8, shrub(random, 90, '#4f8a34', '#d63a8a'));
    }
    return out;
  };
  const gate = (x0: number, x1: number, y: number, h: number, open: boolean) => {
    const bars: Segment[] = [];
    if (open) {
      // Two leaves swung inward, seen edge-on as narrow panels.
      for (const [from, to] of [
        [x0, x0 + 40],
        [x1 - 40, x1],
      ] as const) {
        for (let x = from; x <= to; x += 8) bars.push([x, y - h + (x - from) * 0.2, x, y - 4]);
      }
    } else {
      for (let x = x0 + 6; x < x1; x += 10) bars.push([x, y - h, x, y]);
      bars.push([x0, y - h, x1, y - h], [x0, y - h / 2, x1, y - h / 2], [x0, y - 4, x1, y - 4]);
    }
    return strokes(bars, '#1f1f1f', 3);
  };

  let back = '';
  let front = '';
  if (wallInFront) {
    front += poly([-110, 140, 110, 140, 150, 320, -150, 320], '#b8aea0');
    front += compound(150, 96, [-120, 120]) + gate(-120, 120, 150, 96, true);
  } else {
    const [g0, g1] = [-half - 300, -half - 130];
    back += compound(-40, 130, [g0, g1]) + gate(g0, g1, -40, 130, false);
    // Driveway of paving blocks from the gate, flower beds along the front.
    front += poly([g0 - 10, -40, g1, -40, g1 + 50, 260, g0 - 140, 260], '#b7a99a');
    const joints: Segment[] = [];
    for (let y = -20; y < 260; y += 22)
      joints.push([g0 - 10 - (y + 40) * 0.43, y, g1 + (y + 40) * 0.17, y]);
    front += strokes(joints, '#9d8f80', 2);
    const beds = look.wide ? [-400, -300, -200, 200, 300, 400] : [-300, -200, 200, 300];
    for (const x of beds)
      front += place(
        x,
        30,
        0.9,
        shrub(random, 80, '#3f7f2f', pick(random, ['#e74c3c', '#f1c40f', '#e86fb0'])),
      );
    front +=
      place(-130, 8, 0.55, shrub(random, 40, '#3f7f2f', '#ffffff')) +
      place(130, 8, 0.55, shrub(random, 40, '#3f7f2f', '#ffffff'));
  }
  return {
    back,
    body,
    front,
    halfWidth: half + 130,
    height: 330,
    focus: [
      [0, -120],
      [windows[0]! + (look.wide ? 60 : 0), -110],
    ],
    trees: ['banana', 'mango', 'banana', 'palm'],
    road: 'murram',
  };
}
