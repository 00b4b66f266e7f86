// The canvas and the SVG primitives every drawing is built from. Numbers are written with at
// most one decimal, so the same drawing always gives the same text (and the same JPEG bytes).

/** Every scene is drawn on a 1600×1067 canvas, then scaled and cropped to the size asked. */
export const W = 1600;
export const H = 1067;
/** Where the far ground meets the hills in outdoor scenes. */
export const HORIZON = 610;

export type Point = readonly [number, number];
export type Segment = readonly [number, number, number, number];

export const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const points = (p: readonly number[]) => p.map(num).join(' ');
// fill-opacity, never opacity: opacity makes librsvg composite each shape on its own surface,
// which made a test scene ten times slower.
export const alpha = (a: number) => ` fill-opacity="${a}"`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra}/>`;
export const poly = (p: readonly number[], fill: string, extra = '') =>
  `<polygon points="${points(p)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
/** Many straight strokes as one path: far cheaper to render than one element each. */
export const strokes = (segments: readonly Segment[], color: string, width: number) =>
  segments.length === 0
    ? ''
    : `<path d="${segments.map(([a, b, c, d]) => `M${num(a)} ${num(b)}L${num(c)} ${num(d)}`).join('')}" ` +
      `fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round"/>`;
/** Content drawn at (x, y), scaled; a negative scale mirrors it. */
export const place = (x: number, y: number, scale: number, content: string, flip = false) =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${(flip ? -scale : scale).toFixed(3)} ${scale.toFixed(3)})">${content}</g>`;

// Colours: a hex colour mixed toward black or white.
function mix(hex: string, target: string, t: number): string {
  const channel = (c: string, at: number) => parseInt(c.slice(at, at + 2), 16);
  let out = '#';
  for (const at of [1, 3, 5]) {
    const value = Math.round(channel(hex, at) + (channel(target, at) - channel(hex, at)) * t);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
