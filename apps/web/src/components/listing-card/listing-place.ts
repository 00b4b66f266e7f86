import type { Listing } from '@afrinest/contract';

const SHOWN_LEVELS = new Set(['area', 'city', 'district']);

/** "Kololo, Kampala": the two most local names of a listing's place, else its region's name. */
export function shortPlace(place: Listing['place']): string | null {
  if (!place) return null;
  const names = place.chain.filter((link) => SHOWN_LEVELS.has(link.level)).map((l) => l.name);
  const distinct = names.filter((name, i) => names.indexOf(name) === i).slice(0, 2);
  return distinct.length ? distinct.join(', ') : place.name;
}
