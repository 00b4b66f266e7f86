import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../platform/db/client';
import { freshDatabase } from '../../../../test/helper';
import { EARTH_KM, haversine, radiusBox } from './geo';

const RAD = Math.PI / 180;

/** The haversine distance in km, written out here with EARTH_KM. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** Kampala, Nairobi, Cape Town, a point near the north pole, and one beside the date line. */
const POINTS = [
  { lat: 0.3476, lng: 32.5825 },
  { lat: -1.2864, lng: 36.8172 },
  { lat: -33.9249, lng: 18.4241 },
  { lat: 89.99, lng: 10 },
  { lat: -17.7134, lng: 179.99 },
];

/**
 * The search's distance is an SQL function (functions/listing_km.sql) whose earth radius is
 * written in SQL, and a radius is a cube on earthdistance's own sphere: both must agree with the
 * TypeScript beside them.
 */
describe('listings geometry in SQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const one = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<{ v: T }>(await database.db.execute(sql`select ${query} as v`))[0]!.v;

  it('measures the haversine distance with EARTH_KM', async () => {
    for (const from of POINTS)
      for (const to of POINTS) {
        const inSql = Number(
          await one(haversine(from, sql`${to.lat}::float8`, sql`${to.lng}::float8`)),
        );
        expect(inSql).toBeCloseTo(km(from, to), 6);
      }
    // Kampala to Nairobi, as a map gives it: about 508 km.
    expect(km(POINTS[0]!, POINTS[1]!)).toBeGreaterThan(500);
    expect(km(POINTS[0]!, POINTS[1]!)).toBeLessThan(515);
  });

  it("holds in a radius's box every point at the radius, all around", async () => {
    for (const point of POINTS)
      for (const radiusKm of [0.5, 3, 15, 120])
        for (let bearing = 0; bearing < 360; bearing += 15) {
          // The point at exactly radiusKm along this bearing (the haversine's own sphere).
          const d = radiusKm / EARTH_KM;
          const b = bearing * RAD;
          const lat1 = point.lat * RAD;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
          );
          const lng2 =
            point.lng * RAD +
            Math.atan2(
              Math.sin(b) * Math.sin(d) * Math.cos(lat1),
              Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
            );
          const edge = { lat: lat2 / RAD, lng: lng2 / RAD };
          const box = radiusBox(point, radiusKm);
          // The box in SQL, as the search reads it (edges included).
          const inside = await one<boolean>(sql`point(${edge.lng}::float8, ${edge.lat}::float8)
            <@ box(point(${box.west}::float8, ${box.south}::float8),
              point(${box.east}::float8, ${box.north}::float8))`);
          expect(inside, `${point.lat},${point.lng} ${radiusKm} km at ${bearing}°`).toBe(true);
        }
  });
});
