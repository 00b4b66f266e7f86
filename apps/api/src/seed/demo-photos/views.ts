import { H, W, type Point } from './svg';

// What a scene draws and which part of the canvas the picture shows; the five outdoor views.

export interface Scene {
  svg: string;
  mirror: boolean;
  crop: { x: number; y: number; width: number; height: number };
}

export interface OutdoorView {
  x: number;
  baseline: number;
  scale: number;
  mirror: boolean;
  /** A close-up: the canvas is cropped around one of the subject's focus points. */
  zoom?: { focus: number; factor: number };
  /** Taken from the road: the road crosses the foreground. */
  fromRoad: boolean;
}

/** Front, another side, close up, from the road, closer at evening. */
export const OUTDOOR_VIEWS: readonly OutdoorView[] = [
  { x: 800, baseline: 820, scale: 1.3, mirror: false, fromRoad: false },
  { x: 730, baseline: 840, scale: 1.45, mirror: true, fromRoad: false },
  {
    x: 800,
    baseline: 820,
    scale: 1.3,
    mirror: false,
    zoom: { focus: 0, factor: 2 },
    fromRoad: false,
  },
  { x: 860, baseline: 790, scale: 0.95, mirror: false, fromRoad: true },
  {
    x: 780,
    baseline: 820,
    scale: 1.3,
    mirror: true,
    zoom: { focus: 1, factor: 1.5 },
    fromRoad: false,
  },
];

export const FULL = { x: 0, y: 0, width: W, height: H };

/** The part of the canvas a close-up shows: 1/factor of it, around the point, inside the canvas. */
export function cropAround([x, y]: Point, factor: number, mirror: boolean) {
  const width = W / factor;
  const height = H / factor;
  const cx = mirror ? W - x : x;
  return {
    x: Math.min(Math.max(cx - width / 2, 0), W - width),
    y: Math.min(Math.max(y - height / 2, 0), H - height),
    width,
    height,
  };
}
