import { H, W, darken, lighten, poly, type Point } from './svg';

// The room is an interior in one-point perspective.

/** The back wall is the canvas shrunk by ROOM_DEPTH around the vanishing point. */
export const VANISH = { x: 800, y: 400 } as const;
export const ROOM_DEPTH = 0.55;
export const BACK = {
  x0: VANISH.x * (1 - ROOM_DEPTH),
  x1: VANISH.x + (W - VANISH.x) * ROOM_DEPTH,
  y0: VANISH.y * (1 - ROOM_DEPTH),
  y1: VANISH.y + (H - VANISH.y) * ROOM_DEPTH,
};

/**
 * Where a point given in back-wall coordinates shows when it stands nearer: depth ROOM_DEPTH is
 * on the back wall, 1 is at the front edge of the picture.
 */
export function project(x: number, y: number, depth: number): Point {
  const k = depth / ROOM_DEPTH;
  return [VANISH.x + (x - VANISH.x) * k, VANISH.y + (y - VANISH.y) * k];
}
export const quad = (a: Point, b: Point, c: Point, d: Point, fill: string, extra = '') =>
  poly([...a, ...b, ...c, ...d], fill, extra);

/** A box standing on the floor: x and top in back-wall coordinates, from depth near to far. */
export function box(
  x0: number,
  x1: number,
  top: number,
  far: number,
  near: number,
  color: string,
): string {
  const bottom = BACK.y1;
  let out = quad(
    project(x0, top, far),
    project(x1, top, far),
    project(x1, top, near),
    project(x0, top, near),
    lighten(color, 0.15),
  );
  // The side facing the middle of the room is the one we see.
  const sideX = x0 > VANISH.x ? x0 : x1 < VANISH.x ? x1 : undefined;
  if (sideX !== undefined)
    out += quad(
      project(sideX, top, far),
      project(sideX, top, near),
      project(sideX, bottom, near),
      project(sideX, bottom, far),
      darken(color, 0.15),
    );
  out += quad(
    project(x0, top, near),
    project(x1, top, near),
    project(x1, bottom, near),
    project(x0, bottom, near),
    color,
  );
  return out;
}
