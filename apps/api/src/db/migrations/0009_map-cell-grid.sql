CREATE TABLE "listing_map_cell" (
	"zoom" smallint NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_map_cell_zoom_cy_cx_kind_purpose_pk" PRIMARY KEY("zoom","cy","cx","kind","purpose")
);
--> statement-breakpoint
-- Room on each page for the triggers' updates (HOT, in place): the rows of a map viewport stay
-- together in the order the rebuild wrote them, a few pages instead of one page per row.
ALTER TABLE "listing_map_cell" SET (fillfactor = 70);
--> statement-breakpoint
-- The map's grid (ADR 0014). The zoom levels it holds and a cell's size in degrees: the same
-- float expression as cellDegrees() in listings-map.service.ts, so both grids are identical.
CREATE FUNCTION listing_map_zooms() RETURNS SETOF integer LANGUAGE sql IMMUTABLE AS $$
  SELECT generate_series(1, 13)
$$;
--> statement-breakpoint
CREATE FUNCTION listing_map_cell_deg(z integer) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT ((360::float8 / power(2::float8, z)) * 60) / 256
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or removes (p_sign -1) all the public listings of one agency in every zoom's
-- cell; an emptied cell is dropped. Bounds only grow: a removed listing lies inside them.
CREATE FUNCTION listing_map_cell_apply(p_sign integer, p_agency uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_map_cell AS c (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.kind, l.purpose, p_sign * count(*), p_sign * sum(l.latitude), p_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_zooms() z
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_cell WHERE n <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- A listing row's map facts changed: its old version leaves its cells, the new one enters. The
-- old row is gone from the table in an AFTER trigger, so the removal uses OLD's own values.
CREATE FUNCTION listing_map_cell_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.latitude = NEW.latitude
    AND OLD.longitude = NEW.longitude AND OLD.kind = NEW.kind AND OLD.purpose = NEW.purpose THEN
    RETURN NULL; -- views, enquiries, texts, prices: the map does not change
  END IF;
  IF was_public THEN
    INSERT INTO listing_map_cell AS c (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, floor(OLD.latitude / listing_map_cell_deg(z))::int, floor(OLD.longitude / listing_map_cell_deg(z))::int,
      OLD.kind, OLD.purpose, -1, -OLD.latitude, -OLD.longitude, OLD.latitude, OLD.longitude, OLD.latitude, OLD.longitude
    FROM listing_map_zooms() z
    ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
      n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng;
    DELETE FROM listing_map_cell WHERE n <= 0 AND kind = OLD.kind AND purpose = OLD.purpose
      AND (zoom, cy, cx) IN (SELECT z, floor(OLD.latitude / listing_map_cell_deg(z))::int,
        floor(OLD.longitude / listing_map_cell_deg(z))::int FROM listing_map_zooms() z);
  END IF;
  IF is_public THEN
    INSERT INTO listing_map_cell AS c (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, floor(NEW.latitude / listing_map_cell_deg(z))::int, floor(NEW.longitude / listing_map_cell_deg(z))::int,
      NEW.kind, NEW.purpose, 1, NEW.latitude, NEW.longitude, NEW.latitude, NEW.longitude, NEW.latitude, NEW.longitude
    FROM listing_map_zooms() z
    ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
      n = c.n + 1, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
      south = least(c.south, excluded.south), west = least(c.west, excluded.west),
      north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_cell_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, latitude, longitude, kind, purpose, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_cell_sync();
--> statement-breakpoint
-- An agency entering or leaving public view takes all its public listings with it.
CREATE FUNCTION listing_map_cell_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_cell_apply(CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_cell_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_map_cell_agency();
--> statement-breakpoint
-- The whole grid from the listings, for a bulk load with the trigger disabled (the bench).
CREATE FUNCTION listing_map_cell_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_cell;
  INSERT INTO listing_map_cell (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.kind, l.purpose, count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN listing_map_zooms() z
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
SELECT listing_map_cell_rebuild();
