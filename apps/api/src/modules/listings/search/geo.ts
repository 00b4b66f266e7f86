/**
 * A search's geometry: the haversine distance every card shows, a radius as a box of latitudes
 * and longitudes (the point index), and nearest first on the earth (cube + earthdistance: the
 * GiST index of `ll_to_earth` walks in order of distance).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { listings as l } from '../listings.schema';

/** The earth's radius in km, of every distance the search gives. */
export const EARTH_KM = 6371;

/** Kilometres from `point` to (lat, lng) on a sphere (haversine), as SQL: `listing_km`. */
export const haversine = (
  point: { lat: number; lng: number },
  lat: SQL | AnyColumn,
  lng: SQL | AnyColumn,
) => sql`listing_km(${lat}, ${lng}, ${point.lat}::float8, ${point.lng}::float8)`;

const RAD = Math.PI / 180;

/** Kilometres from `point` to (lat, lng) by the same haversine as `listing_km`, in numbers. */
export function kmFrom(point: { lat: number; lng: number }, lat: number, lng: number): number {
  const hav =
    Math.sin(((lat - point.lat) * RAD) / 2) ** 2 +
    Math.cos(point.lat * RAD) * Math.cos(lat * RAD) * Math.sin(((lng - point.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(hav));
}

/** Degrees widened by 1e-9, relative and absolute, against rounding: a reach never falls short. */
const widen = (deg: number) => deg * (1 + 1e-9) + 1e-9;

/**
 * The box of latitudes and longitudes holding every point within `km` (haversine), which the
 * point index reads before the exact distance is checked. From hav(d) = hav(Δφ) +
 * cos φ0 cos φ hav(Δλ): the latitude reach is the angle itself, the longitude reach has Δφ = 0
 * and the box's smallest cos φ; every longitude near a pole.
 */
export function radiusBox(point: { lat: number; lng: number }, km: number) {
  const angle = km / EARTH_KM;
  const dLat = widen(angle / RAD);
  const cosProduct = Math.cos(point.lat * RAD) * Math.cos(Math.abs(point.lat) * RAD + angle);
  const room = Math.sin(angle / 2) ** 2 * (1 + 1e-9);
  const dLng =
    cosProduct <= 1e-12 || room >= cosProduct
      ? 180
      : Math.min(180, widen((2 * Math.asin(Math.sqrt(room / cosProduct))) / RAD));
  return {
    south: point.lat - dLat,
    north: point.lat + dLat,
    west: point.lng - dLng,
    east: point.lng + dLng,
  };
}

/** A listing's place on the earth: the expression of `listing_public_earth_idx`. */
export const earthPoint = () => sql`ll_to_earth(${l.latitude}, ${l.longitude})`;
/** Nearest first: the cube distance grows with the great-circle distance, so the order is exact. */
export const nearestTo = (point: { lat: number; lng: number }) =>
  sql`${earthPoint()} <-> ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
