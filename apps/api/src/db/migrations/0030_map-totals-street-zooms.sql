-- The grid's totals at street zooms (ADR 0014, amended 2026-11-29): each public listing in one
-- cell of `listing_map_total` at zooms 14 to 16 too, so that a map with no filter reads its cells
-- there as it does below (zoom 14's clusters, a crowded box's from zoom 15) instead of counting
-- every listing in the box: Kampala's centre at zoom 16 held 11,095 (10.6 ms a map). Only the
-- totals: the kind, price and rooms tables stop at zoom 13 (listing_map_zooms()).
CREATE FUNCTION listing_map_street_zooms() RETURNS SETOF integer LANGUAGE sql IMMUTABLE AS $$
  SELECT generate_series(14, 16)
$$;
--> statement-breakpoint
-- One listing entering (p_sign 1) or leaving (-1) its cell at each street zoom; an emptied row is
-- dropped. Bounds only grow, as in listing_map_cell_add: a leaving listing lies inside them.
CREATE FUNCTION listing_map_street_add(p_sign integer, p_lat float8, p_lng float8)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_map_total AS c (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(p_lat / listing_map_cell_deg(z))::int, floor(p_lng / listing_map_cell_deg(z))::int,
    p_sign, p_sign * p_lat, p_sign * p_lng, p_lat, p_lng, p_lat, p_lng
  FROM listing_map_street_zooms() z
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_total WHERE n <= 0
      AND (zoom, cy, cx) IN (SELECT z, floor(p_lat / listing_map_cell_deg(z))::int,
        floor(p_lng / listing_map_cell_deg(z))::int FROM listing_map_street_zooms() z);
  END IF;
END
$$;
--> statement-breakpoint
-- As listing_map_cell_sync: a listing counts while public (ACTIVE, not deleted, located, of an
-- agency in public view); only a move in or out of view or a new position changes the totals.
CREATE FUNCTION listing_map_street_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND (NOT is_public
    OR (OLD.latitude = NEW.latitude AND OLD.longitude = NEW.longitude)) THEN
    RETURN NULL;
  END IF;
  IF was_public THEN
    PERFORM listing_map_street_add(-1, OLD.latitude, OLD.longitude);
  END IF;
  IF is_public THEN
    PERFORM listing_map_street_add(1, NEW.latitude, NEW.longitude);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_street_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, latitude, longitude, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_street_sync();
--> statement-breakpoint
-- An agency entering (p_sign 1) or leaving (-1) public view takes its public listings with it.
CREATE FUNCTION listing_map_street_apply(p_sign integer, p_agency uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_map_total AS c (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    p_sign * count(*), p_sign * sum(l.latitude), p_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_street_zooms() z
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_total WHERE n <= 0 AND zoom IN (SELECT listing_map_street_zooms());
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION listing_map_street_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_street_apply(CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_street_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_map_street_agency();
--> statement-breakpoint
-- As in migration 0022, the street zooms' totals from the public listings after the cells'
-- (listing_map_cell_rebuild calls this after a bulk load).
CREATE OR REPLACE FUNCTION listing_map_total_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_total;
  INSERT INTO listing_map_total (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT zoom, cy, cx, sum(n), sum(sum_lat), sum(sum_lng), min(south), min(west), max(north), max(east)
  FROM listing_map_cell
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
  INSERT INTO listing_map_total (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN listing_map_street_zooms() z
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT listing_map_total_rebuild();
