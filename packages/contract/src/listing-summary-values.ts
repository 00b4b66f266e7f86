import type { ChainLink, Place } from './geo';
import type { Listing, ListingSummary, PlaceSummary } from './listings';

/**
 * Listing summaries for result cards, as plain functions (ADR 0025): the API makes them from full listings, and the
 * screens that hold full listings (favourites, agency pages) show them through the same card.
 * No zod here: the public pages read this in their first load (ADR 0018).
 */

const SHOWN_LEVELS = new Set(['area', 'city', 'district']);

/** "Kololo, Kampala": the two most local names of a place's chain, else the place's own name. */
export function shortPlaceName(chain: readonly ChainLink[], fallback: string): string {
  const names = chain.filter((link) => SHOWN_LEVELS.has(link.level)).map((l) => l.name);
  const distinct = names.filter((name, i) => names.indexOf(name) === i).slice(0, 2);
  return distinct.length ? distinct.join(', ') : fallback;
}

/** A place as a card shows it: without its chain and ids per level (~1.7 KB a listing less). */
export const placeSummaryOf = (place: Place): PlaceSummary => ({
  id: place.id,
  name: place.name,
  label: place.label,
  short: shortPlaceName(place.chain, place.name),
});

/**
 * What a result card needs of a listing: no description, features, agent, counters or place
 * chain — a page of 20 results is about a third of the full listings' bytes.
 */
export const toListingSummary = (l: Listing): ListingSummary => ({
  id: l.id,
  kind: l.kind,
  purpose: l.purpose,
  rentPeriod: l.rentPeriod,
  title: l.title,
  price: l.price,
  negotiable: l.negotiable,
  bedrooms: l.bedrooms,
  bathrooms: l.bathrooms,
  floorArea: l.floorArea,
  landSize: l.landSize,
  land: l.land,
  place: l.place ? placeSummaryOf(l.place) : null,
  latitude: l.latitude,
  longitude: l.longitude,
  agency: l.agency,
  status: l.status,
  featured: l.featured,
  distanceKm: l.distanceKm,
  publishedAt: l.publishedAt,
  cover: l.cover,
});
