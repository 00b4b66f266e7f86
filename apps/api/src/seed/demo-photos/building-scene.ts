import type { ListingKind } from '@afrinest/contract';
import { block } from './block';
import type { Drawing } from './building-parts';
import { hotel } from './hotel';
import { house } from './house';
import type { Light } from './light';
import type { Look } from './look';
import { office } from './office';
import { tree } from './plants';
import { between, pick, type Random } from './random';
import { commercial } from './shops';
import { depthScale, grassTufts, landscape, roadAcross, sky } from './sky-and-land';
import { H, HORIZON, W, place, type Point } from './svg';
import { FULL, OUTDOOR_VIEWS, cropAround, type OutdoorView, type Scene } from './views';
import { warehouse } from './warehouse';

export function buildingScene(
  kind: Exclude<ListingKind, 'room' | 'land'>,
  viewIndex: number,
  light: Light,
  look: Look,
  random: Random,
): Scene {
  const view = OUTDOOR_VIEWS[viewIndex]!;
  const subject =
    kind === 'house'
      ? house(look, random, view.fromRoad)
      : kind === 'apartment'
        ? block(look, random, { floors: look.floors, shops: false, name: 'apartment' })
        : kind === 'building'
          ? block(look, random, { floors: look.floors + 2, shops: true, name: 'building' })
          : kind === 'commercial'
            ? commercial(look, random)
            : kind === 'office'
              ? office(look, random)
              : kind === 'warehouse'
                ? warehouse(look, random)
                : hotel(look, random);
  // Never taller than the sky above the baseline allows, nor wider than the picture.
  const scale = Math.min(
    view.scale,
    (view.baseline - 80) / subject.height,
    (W * 0.46) / subject.halfWidth,
  );
  const left = view.x - subject.halfWidth * scale;
  const right = view.x + subject.halfWidth * scale;

  let svg = sky(light, random) + landscape(light, random, kind === 'hotel');
  svg += grassTufts(random, light, 260);
  svg += place(view.x, view.baseline, scale, subject.back);
  // Trees: one behind the building, peeking over it, and others in the open ground beside it.
  svg += place(
    view.x + subject.halfWidth * scale * 0.5,
    view.baseline - 60 * scale,
    scale * 1.3,
    tree(subject.trees[1 % subject.trees.length]!, random),
  );
  for (const [from, to] of [
    [10, left - 30],
    [right + 30, W - 10],
  ] as const) {
    for (let x = from + 40; x < to - 30; x += between(random, 150, 260)) {
      const y = between(random, HORIZON + 30, view.baseline - 10);
      svg += place(
        x,
        y,
        depthScale(y) * 1.2,
        tree(pick(random, subject.trees), random),
        random() < 0.5,
      );
    }
  }
  svg += place(view.x, view.baseline, scale, subject.body + subject.front);
  if (view.fromRoad) svg += roadAcross(H - 110, subject.road, random);
  else if (viewIndex !== 0) {
    // A plant at the edge of the frame, near the viewer, as in a photo taken from the garden.
    svg += place(60, H + 40, 1.6, tree(subject.trees[0]!, random));
  }
  const crop = view.zoom
    ? cropAround(focusPoint(subject, view, scale), view.zoom.factor, view.mirror)
    : FULL;
  return { svg, mirror: view.mirror, crop };
}

function focusPoint(subject: Drawing, view: OutdoorView, scale: number): Point {
  const [fx, fy] = subject.focus[view.zoom!.focus] ?? subject.focus[0]!;
  return [view.x + fx * scale, view.baseline + fy * scale];
}
