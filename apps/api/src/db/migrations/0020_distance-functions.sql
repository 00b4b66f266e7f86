-- The search's distance and the box around a distance, as SQL functions (listings-geo.ts). Each
-- is one expression without FROM, so PostgreSQL inlines it into the statement that calls it (same
-- plans, same indexes); a search then sends `listing_km(…)` instead of writing the formula out
-- with its four values again at every use: a nearest-first search by a radius wrote it 17 times,
-- 10,886 characters and 153 values in one statement. 6371 is EARTH_KM (a test holds them
-- together).

-- Kilometres from (from_lat, from_lng) to (lat, lng) on a sphere of radius 6371 km (haversine).
CREATE FUNCTION listing_km(lat float8, lng float8, from_lat float8, from_lng float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371 * asin(sqrt(
    power(sin(radians(lat - from_lat) / 2), 2)
    + cos(radians(from_lat)) * cos(radians(lat)) * power(sin(radians(lng - from_lng) / 2), 2)))
$$;
--> statement-breakpoint
-- Degrees of longitude that hold every point within km of a point at latitude from_lat: from
-- hav(d) = hav(Δφ) + cos φ0 cos φ hav(Δλ) with cos φ ≥ cos(|φ0| + d); 360 (all of them) near a
-- pole. Widened by 1e-9 (relative and in degrees) against rounding.
CREATE FUNCTION listing_lng_reach(from_lat float8, km float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN cos(radians(abs(from_lat)) + km / 6371) <= 1e-12 OR cos(radians(from_lat)) <= 1e-12
      THEN 360::float8
    ELSE degrees(2 * asin(least(1, sqrt(power(sin((km / 6371) / 2), 2)
      / (cos(radians(from_lat)) * cos(radians(abs(from_lat)) + km / 6371))))))
      * 1.000000001 + 1e-9
  END
$$;
--> statement-breakpoint
-- The box (x = longitude) holding every point within km of (from_lat, from_lng) by listing_km:
-- the latitude reach is the angle itself, widened as above; all longitudes where the reach
-- crosses ±180°.
CREATE FUNCTION listing_box_around(from_lat float8, from_lng float8, km float8)
RETURNS box LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box(
    point(
      CASE WHEN from_lng - listing_lng_reach(from_lat, km) < -180
          OR from_lng + listing_lng_reach(from_lat, km) > 180 THEN -180
        ELSE from_lng - listing_lng_reach(from_lat, km) END,
      from_lat - (degrees(km / 6371) * 1.000000001 + 1e-9)),
    point(
      CASE WHEN from_lng - listing_lng_reach(from_lat, km) < -180
          OR from_lng + listing_lng_reach(from_lat, km) > 180 THEN 180
        ELSE from_lng + listing_lng_reach(from_lat, km) END,
      from_lat + (degrees(km / 6371) * 1.000000001 + 1e-9)))
$$;
