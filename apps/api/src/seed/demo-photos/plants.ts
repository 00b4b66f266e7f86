import { between, type Random } from './random';
import { circle, ellipse, lighten, path, poly, strokes, type Segment } from './svg';

// Trees and plants, drawn at their base, about 300 units tall at scale 1.

export function banana(random: Random): string {
  let out = poly([-11, 0, 11, 0, 7, -150, -7, -150], '#7d8f3c');
  out += strokes(
    [
      [-4, -10, -3, -140],
      [4, -20, 3, -145],
    ],
    '#66782f',
    2,
  );
  const leaves: [number, boolean, string][] = [
    [-55, false, '#a58d45'], // an old leaf, hanging dry
    [28, true, '#4f9638'],
    [50, false, '#5aa33e'],
    [78, true, '#63ad45'],
    [40, true, '#4b8f33'],
    [62, false, '#58a03c'],
  ];
  for (const [elevation, left, color] of leaves) {
    const length = between(random, 120, 165);
    const width = 26;
    const leaf =
      path(
        `M0 0C${length * 0.4} ${-width * 1.3} ${length * 0.8} ${-width * 0.3} ${length} ${width * 0.9}` +
          `C${length * 0.7} ${width * 1.1} ${length * 0.3} ${width * 0.7} 0 0Z`,
        color,
      ) +
      path(
        `M0 0C${length * 0.4} ${-width * 0.4} ${length * 0.8} ${width * 0.05} ${length} ${width * 0.9}`,
        'none',
        ` stroke="${lighten(color, 0.25)}" stroke-width="2"`,
      );
    out += `<g transform="translate(0 -148) scale(${left ? -1 : 1} 1) rotate(${-elevation})">${leaf}</g>`;
  }
  if (random() < 0.5) {
    // A bunch of green bananas with its purple flower below.
    out +=
      strokes([[10, -140, 26, -110]], '#6d7d33', 3) +
      ellipse(28, -100, 16, 22, '#8bb04a') +
      ellipse(28, -96, 10, 18, '#9cc057') +
      ellipse(30, -70, 7, 11, '#6e2a4a');
  }
  return out;
}

export function acacia(): string {
  const trunk: Segment[] = [
    [0, 0, -4, -70],
    [-4, -70, -45, -128],
    [-4, -70, 32, -124],
    [32, -124, 66, -140],
    [-45, -128, -78, -138],
  ];
  return (
    strokes(trunk, '#5b4636', 9) +
    ellipse(0, -150, 128, 24, '#5b7632') +
    ellipse(-58, -140, 72, 15, '#55702e') +
    ellipse(62, -142, 78, 16, '#55702e') +
    ellipse(-6, -162, 92, 13, '#78963f')
  );
}

export function mango(random: Random): string {
  let out = poly([-14, 0, 14, 0, 9, -90, -9, -90], '#5a4030');
  out += strokes(
    [
      [-2, -80, -36, -120],
      [2, -82, 34, -118],
    ],
    '#5a4030',
    7,
  );
  const dark = '#2d6a2e';
  for (const [x, y, r] of [
    [-70, -135, 58],
    [0, -168, 74],
    [68, -130, 58],
    [-32, -104, 52],
    [34, -100, 50],
  ] as const) {
    out += circle(x, y, r, dark);
  }
  out +=
    circle(-30, -182, 40, '#3d853a') +
    circle(24, -192, 42, '#3d853a') +
    circle(-74, -150, 26, '#3d853a');
  if (random() < 0.6) {
    for (const [x, y] of [
      [-40, -92],
      [12, -84],
      [50, -98],
      [-10, -110],
    ] as const)
      out += ellipse(x, y, 6, 8, '#d9b33c');
  }
  return out;
}

export function palm(random: Random, lean: number): string {
  let out = path(
    `M-9 0Q${lean * 0.4} -160 ${lean} -300L${lean + 12} -300Q${lean * 0.4 + 12} -160 9 0Z`,
    '#8b6b4a',
  );
  const rings: Segment[] = [];
  for (let t = 0.08; t < 1; t += 0.07) {
    const y = -300 * t;
    const x = lean * t * t;
    rings.push([x - 9, y, x + 10, y - 3]);
  }
  out += strokes(rings, '#6e5238', 2);
  for (const [elevation, left] of [
    [-30, false],
    [-5, false],
    [25, false],
    [55, false],
    [-30, true],
    [-5, true],
    [25, true],
    [55, true],
  ] as const) {
    const length = between(random, 120, 150);
    const frond = path(
      `M0 0C${length * 0.4} ${-30} ${length * 0.8} ${-10} ${length} 34C${length * 0.7} 12 ${length * 0.35} 10 0 6Z`,
      elevation > 20 ? '#3f913c' : '#2f7a31',
    );
    out += `<g transform="translate(${lean + 6} -302) scale(${left ? -1 : 1} 1) rotate(${-elevation})">${frond}</g>`;
  }
  out += circle(lean, -292, 7, '#6b4a2a') + circle(lean + 12, -290, 7, '#6b4a2a');
  return out;
}

export function shrub(random: Random, width: number, color: string, flowers?: string): string {
  let out = '';
  for (let x = -width / 2; x <= width / 2; x += 18) {
    out += circle(x, -between(random, 10, 22), between(random, 16, 24), color);
  }
  out += circle(0, -28, 22, lighten(color, 0.1));
  if (flowers) {
    for (let i = 0; i < width / 8; i++) {
      out += circle(between(random, -width / 2, width / 2), -between(random, 8, 40), 3.2, flowers);
    }
  }
  return out;
}

export type TreeKind = 'banana' | 'acacia' | 'mango' | 'palm';

export function tree(kind: TreeKind, random: Random): string {
  if (kind === 'banana') return banana(random);
  if (kind === 'acacia') return acacia();
  if (kind === 'mango') return mango(random);
  return palm(random, between(random, -40, 40));
}
