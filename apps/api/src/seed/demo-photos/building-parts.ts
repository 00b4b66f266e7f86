import type { Look } from './look';
import type { TreeKind } from './plants';
import { darken, poly, rect, strokes, type Point, type Segment } from './svg';

// Parts shared by the buildings. Each building is drawn at its base centre, in units that are
// pixels at scale 1, and answers a Drawing.

export interface Drawing {
  /** Behind the building: walls, fences. */
  back: string;
  body: string;
  /** In front of it: gardens, pools, parking, cars. */
  front: string;
  halfWidth: number;
  height: number;
  /** Points a close-up is centred on, nearest first. */
  focus: readonly Point[];
  trees: readonly TreeKind[];
  road: 'murram' | 'tarmac';
}

export function windowPane(
  cx: number,
  top: number,
  w: number,
  h: number,
  look: Look,
  bars = true,
): string {
  const left = cx - w / 2;
  let out = rect(left - 6, top - 6, w + 12, h + 12, look.trim);
  out += rect(left, top, w, h, 'url(#glass)');
  out +=
    rect(left, top, w * 0.18, h, look.fabric) +
    rect(left + w * 0.82, top, w * 0.18, h, look.fabric);
  const panes: Segment[] = [[cx, top, cx, top + h]];
  if (w > 80)
    panes.push(
      [left + w / 3, top, left + w / 3, top + h],
      [left + (2 * w) / 3, top, left + (2 * w) / 3, top + h],
    );
  out += strokes(panes, look.trim, 4);
  if (bars) {
    const grille: Segment[] = [[left, top + h / 2, left + w, top + h / 2]];
    for (let x = left + 10; x < left + w; x += 12) grille.push([x, top, x, top + h]);
    out += strokes(grille, '#3a3a3a', 1.6);
  }
  return out + rect(left - 10, top + h + 4, w + 20, 7, darken(look.trim, 0.12));
}

/** Roof tiles: rows of lines across a trapezoid, with staggered joints. */
export function tiles(
  bottom: number,
  top: number,
  bottomHalf: number,
  topHalf: number,
  color: string,
): string {
  const lines: Segment[] = [];
  let row = 0;
  for (let y = bottom - 15; y > top + 4; y -= 15, row++) {
    const half = topHalf + ((bottomHalf - topHalf) * (y - top)) / (bottom - top);
    lines.push([-half, y, half, y]);
    for (let x = -half + (row % 2) * 12; x < half - 6; x += 24) lines.push([x, y, x, y + 15]);
  }
  return strokes(lines, color, 2);
}

/** A side wall seen at an angle: a parallelogram to the right of the front. */
export const DEPTH: { dx: number; dy: number } = { dx: 70, dy: -34 };
export const sideFace = (x: number, top: number, bottom: number, color: string, depth = DEPTH) =>
  poly([x, bottom, x + depth.dx, bottom + depth.dy, x + depth.dx, top + depth.dy, x, top], color);
