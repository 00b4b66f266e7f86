import { H, HORIZON, lighten } from './svg';

// Time of day: the sky, the sun, the colour of the land, and the gradients drawn with them.

export interface Light {
  skyTop: string;
  skyBottom: string;
  sun?: { x: number; y: number; r: number; fill: string };
  clouds: { count: number; fill: string; shade: string };
  farHills: string;
  hills: string;
  grass: string;
  grassFar: string;
  grassDark: string;
  /** Over the whole picture: the warmth of morning or evening light. */
  tint?: { fill: string; alpha: number };
}

export const LIGHTS: readonly Light[] = [
  {
    // Noon: a deep blue sky, the sun high.
    skyTop: '#2e86d6',
    skyBottom: '#c4e6f7',
    sun: { x: 1260, y: 130, r: 52, fill: '#fff7d1' },
    clouds: { count: 3, fill: '#ffffff', shade: '#dfeef7' },
    farHills: '#8fb3ad',
    hills: '#5f9a4c',
    grass: '#5f9e3c',
    grassFar: '#86b950',
    grassDark: '#467f2b',
  },
  {
    // Morning: pale sky warming at the horizon, the sun low on the left.
    skyTop: '#6aaee2',
    skyBottom: '#fbe2bf',
    sun: { x: 260, y: 300, r: 58, fill: '#fff0c2' },
    clouds: { count: 2, fill: '#fff8ee', shade: '#f3dcc8' },
    farHills: '#9db4bd',
    hills: '#6c9a62',
    grass: '#68a446',
    grassFar: '#98c163',
    grassDark: '#4d8733',
    tint: { fill: '#ffd59a', alpha: 0.08 },
  },
  {
    // Afternoon: a lighter sky with more cloud.
    skyTop: '#4593d3',
    skyBottom: '#dcf0f8',
    sun: { x: 1420, y: 200, r: 48, fill: '#fffbe6' },
    clouds: { count: 5, fill: '#ffffff', shade: '#d9e8f1' },
    farHills: '#86a9a1',
    hills: '#5a9449',
    grass: '#64a23f',
    grassFar: '#8fbd54',
    grassDark: '#4a842e',
  },
  {
    // After the rain: grey-blue sky, lush grass, no sun.
    skyTop: '#8aa3b8',
    skyBottom: '#e3e9ec',
    clouds: { count: 6, fill: '#f3f5f7', shade: '#c5d0d8' },
    farHills: '#8da39d',
    hills: '#4f8a47',
    grass: '#4f9a3c',
    grassFar: '#76b255',
    grassDark: '#3a7a2c',
  },
  {
    // Evening: gold at the horizon, a low orange sun, long warm light.
    skyTop: '#4b69ad',
    skyBottom: '#f8b267',
    sun: { x: 1330, y: 430, r: 66, fill: '#ffd47e' },
    clouds: { count: 3, fill: '#fbd3a8', shade: '#e0a184' },
    farHills: '#8b7f99',
    hills: '#5b7a45',
    grass: '#76953c',
    grassFar: '#a2a552',
    grassDark: '#5a772b',
    tint: { fill: '#ff9a3d', alpha: 0.12 },
  },
];

export function gradients(light: Light): string {
  const vertical = (id: string, stops: readonly (readonly [number, string])[], y2 = 1) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="${y2}">` +
    stops.map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`).join('') +
    '</linearGradient>';
  return (
    vertical('sky', [
      [0, light.skyTop],
      [1, light.skyBottom],
    ]).replace('y2="1"', `y2="${HORIZON}" gradientUnits="userSpaceOnUse"`) +
    vertical('ground', [
      [0, light.grassFar],
      [1, light.grass],
    ]).replace(
      'y1="0" x2="0" y2="1"',
      `y1="${HORIZON}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"`,
    ) +
    vertical('glass', [
      [0, lighten(light.skyTop, 0.45)],
      [0.55, lighten(light.skyBottom, 0.2)],
      [1, '#5d7f95'],
    ]) +
    vertical('tall-glass', [
      [0, lighten(light.skyTop, 0.25)],
      [1, '#35566f'],
    ]) +
    vertical('water', [
      [0, '#6fd0e6'],
      [1, '#2a9cc4'],
    ]) +
    vertical('view', [
      [0, light.skyTop],
      [1, light.skyBottom],
    ])
  );
}
