-- Kilometres from (from_lat, from_lng) to (lat, lng) on a sphere of radius 6371 km (haversine).
CREATE OR REPLACE FUNCTION listing_km(lat float8, lng float8, from_lat float8, from_lng float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371 * asin(sqrt(
    power(sin(radians(lat - from_lat) / 2), 2)
    + cos(radians(from_lat)) * cos(radians(lat)) * power(sin(radians(lng - from_lng) / 2), 2)))
$$;
