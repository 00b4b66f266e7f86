import { house } from './house';
import type { Light } from './light';
import type { Look } from './look';
import { acacia, banana, mango } from './plants';
import { between, randomFrom, type Random } from './random';
import { depthScale, grassTufts, landscape, roadAcross, sky } from './sky-and-land';
import { H, HORIZON, W, alpha, ellipse, lighten, path, place, poly, strokes } from './svg';
import { OUTDOOR_VIEWS, cropAround, type Scene } from './views';

/** Boundary markers are drawn larger than life, so a close-up shows them plainly. */
const STONE_SCALE = 1.8;
const STONE_HEIGHT = 40 * STONE_SCALE;

/** A concrete boundary marker with a painted red top. */
function markerStone(): string {
  return (
    ellipse(4, 2, 26, 6, '#000000', alpha(0.2)) +
    poly([-14, 0, 14, 0, 12, -44, -12, -44], '#e4e0d6') +
    poly([-12, -44, 12, -44, 16, -50, -8, -50], '#f3f0ea') +
    poly([14, 0, 20, -6, 16, -50, 12, -44], '#bdb8ad') +
    poly([-12, -44, 12, -44, 12.6, -32, -12.6, -32], '#c0392b')
  );
}

/** An empty plot: marker stones at its corners, slashed grass, trees, hills, sometimes a road. */
export function landScene(viewIndex: number, light: Light, look: Look, random: Random): Scene {
  const view = OUTDOOR_VIEWS[viewIndex]!;
  // Where the plot, its trees and its neighbours are: the same in every view of one plot.
  const layout = randomFrom(look.seed);
  const jitter = (value: number, by: number) => value + between(layout, -by, by);
  const neighbourOnLeft = layout() < 0.5;
  const treesAt = { mango: jitter(150, 60), bananas: jitter(1290, 40), mound: jitter(760, 180) };
  let svg = sky(light, random) + landscape(light, random);
  // The neighbour's house, far off on the rise.
  svg += place(neighbourOnLeft ? 250 : 1320, HORIZON + 24, 0.22, house(look, layout, false).body);
  // The plot: a four-sided patch of slashed grass between four markers.
  const corners = {
    farLeft: [jitter(520, 60), HORIZON + jitter(70, 15)],
    farRight: [jitter(1120, 60), HORIZON + jitter(60, 15)],
    nearRight: [jitter(1370, 30), jitter(890, 15)],
    nearLeft: [jitter(270, 30), jitter(900, 15)],
  } as const;
  const p = [corners.farLeft, corners.farRight, corners.nearRight, corners.nearLeft];
  svg += poly(p.flat(), lighten(light.grassFar, 0.12), alpha(0.6));
  svg += grassTufts(random, light, 340);
  if (viewIndex === 1) {
    // A murram road running off toward the hills along the plot.
    svg += path(
      `M1440 ${H}C1380 900 1250 760 1180 ${HORIZON + 8}L1210 ${HORIZON + 8}C1320 760 1560 900 1600 980V${H}Z`,
      '#c06a3b',
    );
  }
  // String pegged between the markers.
  svg += strokes(
    p.map((from, i) => {
      const to = p[(i + 1) % p.length]!;
      return [
        from[0],
        from[1] - STONE_HEIGHT * depthScale(from[1]),
        to[0],
        to[1] - STONE_HEIGHT * depthScale(to[1]),
      ] as const;
    }),
    '#f6f1e0',
    2,
  );
  // Trees around the edges, a termite mound, a few banana plants at the neighbour's boundary.
  svg += place(treesAt.mango, 760, depthScale(760) * 1.3, mango(layout));
  svg += place(1480, 700, depthScale(700) * 1.2, acacia());
  svg += place(jitter(880, 200), HORIZON + 40, depthScale(HORIZON + 40) * 1.1, acacia());
  for (const dx of [-40, 10, 55]) {
    const x = treesAt.bananas + dx;
    svg += place(x, 740 + dx * 0.3, depthScale(740) * 1.1, banana(layout), dx === 10);
  }
  svg += place(
    treesAt.mound,
    820,
    depthScale(820),
    path('M-40 0Q-30 -40 -10 -90Q0 -110 10 -88Q30 -40 40 0Z', '#b5653a') +
      path('M-10 -90Q0 -110 10 -88L6 -60Z', '#9c522c'),
  );
  for (const [x, y] of p) svg += place(x, y, depthScale(y) * STONE_SCALE, markerStone());
  if (view.fromRoad) svg += roadAcross(H - 100, 'murram', random);
  // Close-ups: a marker stone in the corner of the frame with the plot behind it.
  const crop =
    viewIndex === 2
      ? cropAround([corners.nearRight[0] - 250, corners.nearRight[1] - 120], 2.4, view.mirror)
      : view.zoom
        ? cropAround([corners.nearLeft[0] + 220, corners.nearLeft[1] - 140], 1.8, view.mirror)
        : // Land is about the ground: a little less sky than the buildings get.
          cropAround([W / 2, H], 1.2, false);
  return { svg, mirror: view.mirror, crop };
}
