import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../platform/db/client';
import { freshDatabase } from '../../../test/helper';
import { boxAround, EARTH_KM, haversine, lngReach, radiusBox } from './listings-geo';

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
 * The search's distance and the box around a distance are SQL functions (migration 0020), whose
 * earth radius is written in SQL: they must give what the TypeScript beside them gives.
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

  it('puts a box around a distance with the reaches of radiusBox', async () => {
    for (const point of POINTS)
      for (const radius of [0.5, 3, 15, 120]) {
        const text = await one<string>(sql`${boxAround(point, sql`${radius}::float8`)}::text`);
        // PostgreSQL writes a box as (upper right corner),(lower left corner).
        const [east, north, west, south] = text.match(/-?[\d.e+-]+/g)!.map(Number);
        const box = radiusBox(point, radius);
        // The same reaches to 5e-8 degrees (5 mm) (each widens its own
        // way by 1e-9); a wrong earth radius would be off by 1e-4 degrees at 15 km.
        const edge = (a: number, b: number) => expect(a).toBeCloseTo(b, 7);
        edge(south!, box.south);
        edge(north!, box.north);
        const wraps = box.west < -180 || box.east > 180;
        edge(west!, wraps ? -180 : box.west);
        edge(east!, wraps ? 180 : box.east);
      }
  });
});

/**
 * A radius's reach in longitude over a band of latitudes (`lngReach`), against points of the
 * band tried one by one: none within the radius lies beyond the reach, and some lie just inside
 * it (the reach is the circle's, not a wider box's).
 */
describe('the longitudes a radius reaches in a band of latitudes', () => {
  const cases = POINTS.filter((p) => Math.abs(p.lat) < 60).flatMap((point) =>
    [0.5, 3, 15, 120].flatMap((radiusKm) =>
      [-1, -0.6, -0.2, 0, 0.1, 0.7].map((at) => {
        const angle = radiusKm / EARTH_KM / RAD;
        const south = point.lat + at * angle;
        return { point, radiusKm, south, north: south + angle / 3 };
      }),
    ),
  );

  it('holds every point of the band within the radius, and no more than a hair', () => {
    for (const { point, radiusKm, south, north } of cases) {
      const reach = lngReach(point, radiusKm, south, north);
      const angle = radiusKm / EARTH_KM / RAD;
      let farthest = 0;
      for (let i = 0; i <= 200; i++) {
        const lat = south + ((north - south) * i) / 200;
        for (let j = 0; j <= 400; j++) {
          const dLng = (4 * angle * j) / 400;
          if (km(point, { lat, lng: point.lng + dLng }) <= radiusKm)
            farthest = Math.max(farthest, dLng);
        }
      }
      const label = `${point.lat} ${radiusKm} km ${south.toFixed(4)}–${north.toFixed(4)}`;
      if (farthest === 0) {
        // No point of the band within the radius: no reach, or a hair's at the band's edge.
        expect(reach ?? 0, label).toBeLessThan(angle / 100);
        continue;
      }
      expect(reach, label).not.toBeNull();
      expect(reach!, label).toBeGreaterThanOrEqual(farthest);
      expect(reach!, label).toBeLessThan(farthest + (4 * angle) / 400 + 1e-6);
    }
  });
});
