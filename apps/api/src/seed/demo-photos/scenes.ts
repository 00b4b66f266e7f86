import type { ListingKind } from '@afrinest/contract';
import { buildingScene } from './building-scene';
import { landScene } from './land-scene';
import type { Light } from './light';
import type { Look } from './look';
import type { Random } from './random';
import { roomScene } from './room-scene';
import type { Scene } from './views';

/** One scene per listing kind: a room indoors, an empty plot, or a building in its setting. */
export function sceneOf(
  kind: ListingKind,
  view: number,
  light: Light,
  look: Look,
  random: Random,
): Scene {
  return kind === 'room'
    ? roomScene(view, light, look)
    : kind === 'land'
      ? landScene(view, light, look, random)
      : buildingScene(kind, view, light, look, random);
}
