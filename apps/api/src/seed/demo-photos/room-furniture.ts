import type { Look } from './look';
import { BACK, ROOM_DEPTH, box, project, quad } from './room-perspective';
import {
  circle,
  darken,
  ellipse,
  lighten,
  num,
  poly,
  rect,
  strokes,
  type Point,
  type Segment,
} from './svg';

/** The furniture of a room, and the point a close-up of it is centred on. */
interface Furniture {
  svg: string;
  focus: Point;
}

/** Bed with headboard, pillows and a patterned cover; bedside table and lamp. */
export function bedroom(look: Look): Furniture {
  let svg = '';
  const bed = { x0: 860, x1: 1190, top: 680, far: ROOM_DEPTH, near: 0.78 };
  svg +=
    rect(bed.x0 - 10, 560, bed.x1 - bed.x0 + 20, BACK.y1 - 560, '#6b4a2a') +
    rect(bed.x0 + 10, 580, bed.x1 - bed.x0 - 20, 60, '#7d5a3a');
  svg += box(bed.x0, bed.x1, bed.top, bed.far, bed.near, '#efe9df');
  for (const x of [bed.x0 + 20, bed.x0 + 170]) {
    const [px, py] = project(x, bed.top, 0.585);
    svg += rect(px, py - 34, 140 * (0.585 / ROOM_DEPTH), 40, '#ffffff', ' rx="16"');
  }
  // The cover: over the near part of the bed and down its front.
  const coverFar = 0.64;
  svg += quad(
    project(bed.x0, bed.top, coverFar),
    project(bed.x1, bed.top, coverFar),
    project(bed.x1, bed.top, bed.near),
    project(bed.x0, bed.top, bed.near),
    look.fabric,
  );
  svg += quad(
    project(bed.x0, bed.top, bed.near),
    project(bed.x1, bed.top, bed.near),
    project(bed.x1, bed.top + 50, bed.near),
    project(bed.x0, bed.top + 50, bed.near),
    darken(look.fabric, 0.1),
  );
  svg += quad(
    project(bed.x0, bed.top, coverFar),
    project(bed.x0, bed.top, bed.near),
    project(bed.x0, bed.top + 50, bed.near),
    project(bed.x0, bed.top + 50, coverFar),
    darken(look.fabric, 0.25),
  );
  // A zigzag print across the cover.
  const zig: Segment[] = [];
  for (const depth of [0.68, 0.73]) {
    for (let x = bed.x0; x + 30 <= bed.x1; x += 30) {
      const [ax, ay] = project(x, bed.top, depth);
      const [bx, by] = project(x + 15, bed.top, depth + 0.02);
      const [cx, cy] = project(x + 30, bed.top, depth);
      zig.push([ax, ay, bx, by], [bx, by, cx, cy]);
    }
  }
  svg += strokes(zig, lighten(look.fabric, 0.55), 4);
  svg += box(740, 830, 690, ROOM_DEPTH, 0.62, '#8a5a34');
  const [lx, ly] = project(785, 690, 0.585);
  svg +=
    rect(lx - 6, ly - 50, 12, 50, '#444444') +
    poly([lx - 36, ly - 50, lx + 36, ly - 50, lx + 22, ly - 100, lx - 22, ly - 100], '#f5e6c4');
  return { svg, focus: project(1000, 650, 0.66) };
}

/** Sofa, coffee table with a bowl of fruit, a tall potted plant. */
export function livingRoom(look: Look): Furniture {
  let svg = '';
  const sofa = { x0: 840, x1: 1220, seat: 680, far: ROOM_DEPTH, near: 0.7 };
  svg += box(sofa.x0, sofa.x1, 570, sofa.far, 0.6, darken(look.fabric, 0.1));
  svg += box(sofa.x0, sofa.x1, sofa.seat, 0.6, sofa.near, look.fabric);
  svg += box(sofa.x0 - 40, sofa.x0, 630, sofa.far, sofa.near, darken(look.fabric, 0.2));
  svg += box(sofa.x1, sofa.x1 + 40, 630, sofa.far, sofa.near, darken(look.fabric, 0.2));
  for (const x of [sofa.x0 + 40, sofa.x0 + 200]) {
    const [cx, cy] = project(x, 600, 0.6);
    svg += rect(cx, cy - 20, 110, 70, lighten(look.fabric, 0.4), ' rx="14"');
  }
  svg += box(780, 1120, 720, 0.78, 0.86, '#6b4a2a');
  const [bx, by] = project(950, 720, 0.8);
  svg +=
    ellipse(bx, by - 8, 60, 18, '#e8e0d0') +
    ellipse(bx - 20, by - 22, 22, 16, '#f1c40f') +
    circle(bx + 18, by - 22, 15, '#e67e22') +
    circle(bx + 2, by - 32, 12, '#27ae60');
  svg += box(440, 520, 700, 0.6, 0.66, '#c0643a');
  const [px, py] = project(480, 700, 0.6);
  for (const [angle, length] of [
    [-70, 220],
    [-95, 260],
    [-120, 210],
    [-50, 160],
    [-140, 170],
  ] as const) {
    svg += `<g transform="translate(${num(px)} ${num(py)}) rotate(${angle})">${ellipse(length / 2, 0, length / 2, 20, '#2f7a31')}${strokes([[0, 0, length, 0]], '#4f9a4a', 2)}</g>`;
  }
  return { svg, focus: project(1000, 640, 0.64) };
}
