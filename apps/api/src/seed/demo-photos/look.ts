import type { ListingKind } from '@afrinest/contract';
import { pick, randomFrom } from './random';

/** One property's colours and shape, the same in each of its views. */
export interface Look {
  wall: string;
  roof: string;
  accent: string;
  trim: string;
  fabric: string;
  floor: string;
  floors: number;
  tank: string;
  /** A longer house, with two windows a side. */
  wide: boolean;
  /** Seeds the layout that must agree between the views of one property (a plot's shape). */
  seed: string;
}

export const WALLS = ['#f3e3c3', '#f6d1a6', '#eee8dc', '#f1d98e', '#dbe5c9', '#d3e2ea', '#f0cfc4'];
export const ROOFS = ['#b4532a', '#a13f24', '#c4653a', '#8f3a25', '#b8472f'];
const ACCENTS = ['#2f6fa3', '#c0392b', '#2e8b57', '#d68910', '#7d3c98', '#16808a'];
export const FABRICS = ['#c0392b', '#1f6fa8', '#e0a526', '#2e8b57', '#8e44ad', '#d35400'];
const FLOORS = ['#d9cfc1', '#b98a5c', '#cfc6bd', '#a9744a'];

export function lookOf(kind: ListingKind, property: number): Look {
  const random = randomFrom(`${kind}/property/${property}`);
  return {
    wall: pick(random, WALLS),
    roof: pick(random, ROOFS),
    accent: pick(random, ACCENTS),
    trim: pick(random, ['#fbf8f1', '#f4efe4', '#e9e4da']),
    fabric: pick(random, FABRICS),
    floor: pick(random, FLOORS),
    floors: 4 + Math.floor(random() * 3),
    tank: pick(random, ['#1d1d1d', '#2a5d8f', '#2f6b3a']),
    wide: random() < 0.5,
    seed: `${kind}/layout/${property}`,
  };
}
