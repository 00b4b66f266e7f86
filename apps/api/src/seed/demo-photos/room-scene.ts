import type { Light } from './light';
import type { Look } from './look';
import { banana } from './plants';
import { randomFrom } from './random';
import { bedroom, livingRoom } from './room-furniture';
import { BACK, ROOM_DEPTH, VANISH, project, quad } from './room-perspective';
import {
  H,
  W,
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
import { FULL, cropAround, type Scene } from './views';

/** A room seen from its doorway: a bedroom in the first three views, a living room after. */
export function roomScene(viewIndex: number, light: Light, look: Look): Scene {
  const random = randomFrom(`room/${look.wall}/${look.fabric}`);
  const wall = lighten(look.wall, 0.2);
  const living = viewIndex >= 3;
  let svg = rect(0, 0, W, H, wall);
  svg += poly([0, 0, W, 0, BACK.x1, BACK.y0, BACK.x0, BACK.y0], '#f7f5f0');
  svg += poly([0, 0, BACK.x0, BACK.y0, BACK.x0, BACK.y1, 0, H], darken(wall, 0.1));
  svg += poly([W, 0, BACK.x1, BACK.y0, BACK.x1, BACK.y1, W, H], darken(wall, 0.16));
  svg += poly([BACK.x0, BACK.y1, BACK.x1, BACK.y1, W, H, 0, H], look.floor);
  // Floor tiles or boards: lines to the vanishing point, and across at even steps of depth.
  const joints: Segment[] = [];
  for (let i = 0; i <= 10; i++) {
    const x = BACK.x0 + ((BACK.x1 - BACK.x0) * i) / 10;
    const [fx, fy] = project(x, BACK.y1, 1);
    joints.push([x, BACK.y1, fx, fy]);
  }
  for (let j = 1; j <= 6; j++) {
    const depth = 1 / (1 / ROOM_DEPTH - (j * (1 / ROOM_DEPTH - 1)) / 6);
    const [x0, y] = project(BACK.x0, BACK.y1, depth);
    const [x1] = project(BACK.x1, BACK.y1, depth);
    joints.push([Math.max(x0, 0), y, Math.min(x1, W), y]);
  }
  svg += strokes(joints, darken(look.floor, 0.14), 2);
  // Skirting boards.
  svg += rect(BACK.x0, BACK.y1 - 14, BACK.x1 - BACK.x0, 14, darken(wall, 0.3));
  svg += quad([0, H], [BACK.x0, BACK.y1], [BACK.x0, BACK.y1 - 14], [0, H - 25], darken(wall, 0.35));
  svg += quad([W, H], [BACK.x1, BACK.y1], [BACK.x1, BACK.y1 - 14], [W, H - 25], darken(wall, 0.38));
  // A door in the left wall.
  svg += quad(
    project(BACK.x0, 400, 0.62),
    project(BACK.x0, 400, 0.8),
    project(BACK.x0, BACK.y1, 0.8),
    project(BACK.x0, BACK.y1, 0.62),
    '#8a5a34',
  );
  svg += quad(
    project(BACK.x0, 400, 0.64),
    project(BACK.x0, 400, 0.78),
    project(BACK.x0, 560, 0.78),
    project(BACK.x0, 560, 0.64),
    darken('#8a5a34', 0.15),
  );
  const [hx, hy] = project(BACK.x0, 590, 0.77);
  svg += circle(hx, hy, 6, '#d9b44a');

  // The window, with the day outside, curtains and burglar bars.
  const win = { x: 450, y: 250, w: 320, h: 250 };
  svg += rect(win.x - 14, win.y - 14, win.w + 28, win.h + 28, look.trim);
  svg += rect(win.x, win.y, win.w, win.h, 'url(#view)');
  const hill: number[] = [win.x, win.y + win.h];
  for (let x = 0; x <= win.w; x += 20)
    hill.push(win.x + x, win.y + win.h * 0.62 - 26 * Math.sin(x / 70 + 1));
  hill.push(win.x + win.w, win.y + win.h);
  svg +=
    poly(hill, light.hills) + rect(win.x, win.y + win.h * 0.82, win.w, win.h * 0.18, light.grass);
  svg += place(win.x + win.w * 0.72, win.y + win.h * 0.9, 0.55, banana(random));
  if (light.sun) svg += circle(win.x + 60, win.y + 50, 20, light.sun.fill);
  const bars: Segment[] = [[win.x + win.w / 2, win.y, win.x + win.w / 2, win.y + win.h]];
  for (let x = win.x + 16; x < win.x + win.w; x += 16) bars.push([x, win.y, x, win.y + win.h]);
  bars.push([win.x, win.y + win.h / 2, win.x + win.w, win.y + win.h / 2]);
  svg += strokes(bars, '#3a3a3a', 2.2);
  svg += rect(win.x - 24, win.y + win.h + 10, win.w + 48, 12, darken(look.trim, 0.08));
  svg += strokes([[win.x - 60, win.y - 30, win.x + win.w + 60, win.y - 30]], '#6b4a2a', 6);
  for (const [x, side] of [
    [win.x - 60, 1],
    [win.x + win.w + 60, -1],
  ] as const) {
    const edge = x + side * 70;
    svg += path(
      `M${x} ${win.y - 30}L${edge} ${win.y - 30}Q${edge - side * 20} ${win.y + 160} ${edge + side * 8} ${win.y + win.h + 50}L${x} ${win.y + win.h + 50}Z`,
      look.fabric,
    );
    svg += strokes(
      [
        [x + side * 20, win.y - 26, x + side * 22, win.y + win.h + 46],
        [x + side * 44, win.y - 26, x + side * 42, win.y + win.h + 46],
      ],
      darken(look.fabric, 0.22),
      3,
    );
  }
  // Sunlight through the window on the floor.
  if (light.sun) {
    const a = project(win.x + 20, BACK.y1, 0.62);
    const b = project(win.x + win.w - 20, BACK.y1, 0.62);
    const c = project(win.x + win.w + 40, BACK.y1, 0.86);
    const d = project(win.x + 60, BACK.y1, 0.86);
    svg += quad(a, b, c, d, '#fff6d8', alpha(0.28));
  }
  // A ceiling fan.
  svg +=
    strokes([[VANISH.x, 0, VANISH.x, 70]], '#555555', 4) + ellipse(VANISH.x, 76, 22, 10, '#666666');
  svg +=
    ellipse(VANISH.x - 120, 80, 110, 12, '#8a6a4a') +
    ellipse(VANISH.x + 120, 80, 110, 12, '#8a6a4a');
  // A painting: sun over hills, no words.
  const art = { x: 930, y: 300, w: 200, h: 130 };
  svg +=
    rect(art.x - 10, art.y - 10, art.w + 20, art.h + 20, '#6b4a2a') +
    rect(art.x, art.y, art.w, art.h, '#f6d7a7');
  svg +=
    circle(art.x + 140, art.y + 45, 22, '#e67e22') +
    poly(
      [
        art.x,
        art.y + art.h,
        art.x + 70,
        art.y + 70,
        art.x + 130,
        art.y + 110,
        art.x + art.w,
        art.y + 80,
        art.x + art.w,
        art.y + art.h,
      ],
      look.accent,
    );

  // The rug first: the furniture stands on it.
  const rug = living
    ? { x0: 650, x1: 1250, far: 0.74, near: 0.95 }
    : { x0: 700, x1: 1150, far: 0.82, near: 0.97 };
  const rugAt = (inset: number, color: string) =>
    quad(
      project(rug.x0 + inset, BACK.y1, rug.far + inset / 1000),
      project(rug.x1 - inset, BACK.y1, rug.far + inset / 1000),
      project(rug.x1 - inset, BACK.y1, rug.near - inset / 1000),
      project(rug.x0 + inset, BACK.y1, rug.near - inset / 1000),
      color,
    );
  svg += rugAt(0, darken(look.accent, 0.1)) + rugAt(20, lighten(look.accent, 0.3));

  const { svg: furniture, focus } = living ? livingRoom(look) : bedroom(look);
  svg += furniture;
  const crop =
    viewIndex === 2
      ? cropAround(focus, 1.8, false)
      : viewIndex === 4
        ? cropAround([win.x + win.w / 2, 500], 1.4, true)
        : FULL;
  return { svg, mirror: viewIndex === 1 || viewIndex === 4, crop };
}
