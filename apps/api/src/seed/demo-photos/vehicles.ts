import { alpha, circle, darken, ellipse, path, poly, rect } from './svg';

// Vehicles parked in front of buildings, drawn where their wheels meet the ground.

export function car(color: string): string {
  return (
    ellipse(0, 2, 118, 10, '#000000', alpha(0.2)) +
    path(
      'M-112 -8L-112 -36Q-110 -50 -92 -52L-62 -54L-36 -84L44 -84L76 -54L102 -50Q114 -46 114 -32L114 -8Z',
      color,
    ) +
    poly([-52, -56, -30, -78, 4, -78, 4, -56], '#a9d3ea') +
    poly([12, -56, 12, -78, 40, -78, 64, -56], '#a9d3ea') +
    rect(-112, -26, 226, 5, darken(color, 0.2)) +
    rect(104, -44, 10, 7, '#fff3c4') +
    circle(-66, -6, 22, '#222222') +
    circle(-66, -6, 10, '#bbbbbb') +
    circle(68, -6, 22, '#222222') +
    circle(68, -6, 10, '#bbbbbb')
  );
}

export function truck(color: string): string {
  return (
    ellipse(0, 2, 210, 12, '#000000', alpha(0.2)) +
    rect(-200, -212, 280, 172, '#f1f1ee') +
    rect(-200, -110, 280, 22, color) +
    rect(-200, -212, 280, 8, '#d4d4d0') +
    rect(-206, -48, 382, 18, '#333333') +
    path('M82 -36L82 -158L142 -158L172 -100L176 -36Z', color) +
    poly([96, -148, 136, -148, 158, -104, 96, -104], '#a9d3ea') +
    rect(164, -60, 14, 10, '#fff3c4') +
    circle(-150, -20, 26, '#222222') +
    circle(-150, -20, 11, '#aaaaaa') +
    circle(-92, -20, 26, '#222222') +
    circle(-92, -20, 11, '#aaaaaa') +
    circle(136, -20, 26, '#222222') +
    circle(136, -20, 11, '#aaaaaa')
  );
}
