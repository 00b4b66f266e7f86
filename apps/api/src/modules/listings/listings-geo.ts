/**
 * The geometry of a search's area in SQL and numbers: the haversine distance, the box and circle
 * that hold a radius, a listing's position as a point (the point GiST index's expression).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { listings } from './listings.schema';

/** The earth's radius in km, of every distance the search gives. */
export const EARTH_KM = 6371;

/**
 * Kilometres from `point` to (lat, lng) on a sphere (haversine), as SQL: `listing_km` (migration
 * 0020), which PostgreSQL inlines into the statement.
 */
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

/** cos φ0 · cos φ at its smallest within `angle` (radians) of the point's latitude φ0. */
const lowestCosProduct = (point: { lat: number }, angle: number) =>
  Math.cos(point.lat * RAD) * Math.cos(Math.abs(point.lat) * RAD + angle);

/**
 * The box a radius search reads first (its rows must also lie within the radius): every point
 * within `km` by the search's haversine distance, as `boxAround` in SQL, widened by 1e-9
 * (relative and in degrees) against rounding. The latitude reach is the angle itself; from
 * hav(d) = hav(Δφ) + cos φ0 cos φ hav(Δλ), the longitude reach has Δφ = 0 and the box's smallest
 * cos φ; the whole circle of longitudes near a pole. (It was km / 111.32 km a degree, 0.11 %
 * short of the radius north and south.)
 */
export function radiusBox(point: { lat: number; lng: number }, km: number) {
  const angle = km / EARTH_KM;
  const dLat = widen(angle / RAD);
  const cosProduct = lowestCosProduct(point, angle);
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

/**
 * How far in longitude (degrees, each way) the points within `km` of `point` by the search's
 * haversine reach at any latitude of [south, north], widened by 1e-9 (relative and in degrees)
 * against rounding, or null where the band holds none of them. From hav(d) = hav(Δφ) +
 * cos φ0 cos φ hav(Δλ), the reach at latitude φ is 2 asin √((hav(d) − hav(φ − φ0)) /
 * (cos φ0 cos φ)); the circle is widest at φm, sin φm = sin φ0 / cos d (where it touches a
 * meridian), and narrower the farther a parallel is from φm, so a band's reach is its reach at
 * its latitude nearest φm. Not for a circle around a pole (|φ0| + d ≥ 90°).
 */
export function lngReach(
  point: { lat: number; lng: number },
  km: number,
  south: number,
  north: number,
): number | null {
  const angle = km / EARTH_KM;
  const widest = Math.asin(Math.sin(point.lat * RAD) / Math.cos(angle)) / RAD;
  const lat = Math.min(north, Math.max(south, widest));
  const room =
    (Math.sin(angle / 2) ** 2 - Math.sin(((lat - point.lat) * RAD) / 2) ** 2) /
    (Math.cos(point.lat * RAD) * Math.cos(lat * RAD));
  if (!(room >= -1e-12)) return null;
  return widen((2 * Math.asin(Math.sqrt(Math.min(1, Math.max(0, room))))) / RAD);
}

/**
 * The radius (degrees, on the plane of longitude and latitude) of a circle around `point` holding
 * every point within `km` of it by the haversine distance, or null where none is used (near a
 * pole, a `box` (the radius's) across ±180° or a quarter of the globe wide). From hav(d) = hav(Δφ) + cos φ0 cos φ
 * hav(Δλ), with sin²(x/2) ≥ (x/2)²(1 − x²/24)² ≥ k (x/2)² for x up to m (the box's larger reach)
 * and cos φ0 cos φ ≥ c (the box's smallest): a point within the radius r has Δφ² + c Δλ² ≤ r²/k,
 * so Δφ² + Δλ² ≤ r² / (k c). Widened by 1e-9 against rounding. A box of a radius beside a town
 * holds the town in its corners: a 15 km radius beside Kampala 24,008 listings, its circle 5,939.
 */
export function radiusCircle(
  point: { lat: number; lng: number },
  km: number,
  box: ReturnType<typeof radiusBox>,
): number | null {
  const angle = km / EARTH_KM;
  const reach = (box.east - point.lng) * RAD;
  const c = lowestCosProduct(point, angle);
  if (c <= 1e-12 || reach >= Math.PI / 2 || box.west < -180 || box.east > 180) return null;
  const m = Math.max(angle, reach);
  const k = (1 - (m * m) / 24) ** 2;
  return (angle / Math.sqrt(k * c) / RAD) * (1 + 1e-9) + 1e-9;
}

/** A listing's position as a point (x = longitude), as `listing_public_geo_idx` holds it. */
export const geoPoint = sql`point(${listings.longitude}, ${listings.latitude})`;

/**
 * A box around `point` holding every listing within `km` of it by the search's haversine
 * distance, as SQL over `km` (a value computed in SQL): `listing_box_around` (migration 0020),
 * the same reaches as `radiusBox`. The latitude reach is the angle itself; the longitude reach
 * follows from hav(d) = hav(Δφ) + cos φ0 cos φ hav(Δλ) with cos φ ≥ cos(|φ0| + d), and is the
 * whole circle of longitudes near a pole or across ±180°. Both are widened by 1e-9 (relative and
 * in degrees) against rounding: the box may hold a few more listings, never fewer.
 */
export const boxAround = (point: { lat: number; lng: number }, km: SQL) =>
  sql`listing_box_around(${point.lat}::float8, ${point.lng}::float8, ${km})`;
