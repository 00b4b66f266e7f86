-- Radius and nearest first on the earth (listing_public_earth_idx).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "listing_map_grid" (
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
	CONSTRAINT "listing_map_grid_zoom_cy_cx_kind_purpose_pk" PRIMARY KEY("zoom","cy","cx","kind","purpose")
);
--> statement-breakpoint
CREATE TABLE "listing_map_grid_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_map_grid_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"delta" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_map_cell" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_rooms" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_total" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_place_count" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_price_count" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_size_count" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_text_bits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_text_head" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_text_slot" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_bits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_delta" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_run" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_map_slot" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "listing_map_cell" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_rooms" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_total" CASCADE;--> statement-breakpoint
DROP TABLE "listing_place_count" CASCADE;--> statement-breakpoint
DROP TABLE "listing_price_count" CASCADE;--> statement-breakpoint
DROP TABLE "listing_size_count" CASCADE;--> statement-breakpoint
DROP TABLE "listing_text_bits" CASCADE;--> statement-breakpoint
DROP TABLE "listing_text_head" CASCADE;--> statement-breakpoint
DROP TABLE "listing_text_slot" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_bits" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_delta" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_run" CASCADE;--> statement-breakpoint
DROP TABLE "listing_map_slot" CASCADE;--> statement-breakpoint
ALTER TABLE "agency" DROP CONSTRAINT "agency_slug_plain";--> statement-breakpoint
ALTER TABLE "listing" DROP CONSTRAINT "listing_codes_plain";--> statement-breakpoint
DROP INDEX "listing_kind_price_idx";--> statement-breakpoint
DROP INDEX "listing_size_idx";--> statement-breakpoint
DROP INDEX "listing_public_point_idx";--> statement-breakpoint
DROP INDEX "listing_public_kind_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_newest_point_idx";--> statement-breakpoint
DROP INDEX "listing_public_region_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_district_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_city_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_area_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_price_point_idx";--> statement-breakpoint
DROP INDEX "listing_public_size_point_idx";--> statement-breakpoint
DROP INDEX "listing_public_land_idx";--> statement-breakpoint
DROP INDEX "listing_public_land_newest_idx";--> statement-breakpoint
DROP INDEX "listing_search_stems_idx";--> statement-breakpoint
DROP INDEX "listing_public_cell_idx";--> statement-breakpoint
DROP INDEX "listing_public_newest_idx";--> statement-breakpoint
DROP INDEX "listing_public_price_idx";--> statement-breakpoint
-- The sorts' indexes carry every column a filter, a sort or the agency check reads (INCLUDE,
-- by hand: drizzle-kit cannot write it), so counting and walking them never reads the table.
CREATE INDEX "listing_public_newest_idx" ON "listing" USING btree ("published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("purpose","kind","rent_period","currency","price_amount","bedrooms","bathrooms","size_m2","tenure","title_status","agency_id","agent_id","latitude","longitude","place_ids") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "listing_public_price_idx" ON "listing" USING btree ("price_amount","id") INCLUDE ("purpose","kind","rent_period","currency","bedrooms","bathrooms","size_m2","tenure","title_status","agency_id","agent_id","published_at","created_at","latitude","longitude","place_ids") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "listing_public_size_idx" ON "listing" USING btree ("size_m2","id") INCLUDE ("purpose","kind","rent_period","currency","price_amount","bedrooms","bathrooms","tenure","title_status","agency_id","agent_id","published_at","created_at","latitude","longitude","place_ids") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "listing_public_kind_price_idx" ON "listing" USING btree ("purpose","kind","price_amount","id") INCLUDE ("rent_period","currency","bedrooms","bathrooms","size_m2","tenure","title_status","agency_id","agent_id","published_at","created_at","latitude","longitude","place_ids") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "listing_public_kind_size_idx" ON "listing" USING btree ("purpose","kind","size_m2","id") INCLUDE ("rent_period","currency","price_amount","bedrooms","bathrooms","tenure","title_status","agency_id","agent_id","published_at","created_at","latitude","longitude","place_ids") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
ALTER TABLE "listing" DROP COLUMN "search_stems";--> statement-breakpoint
-- Hand-written from here (docs/search.md, ADR 0039): the bitmaps, count tables, grids and their
-- triggers, functions and renumbering job go; one grid with a change log replaces them.
-- The triggers on listing and agency go with their functions (CASCADE drops nothing else).
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_zooms() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_deg(integer) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_apply(integer,uuid) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_search_stems(tsvector) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_place_count_keys(uuid[]) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_price_band(bigint) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_search_count_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_search_count_apply(integer,uuid) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_search_count_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_search_counts_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_size_band(double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_lng_reach(double precision,double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_box_around(double precision,double precision,double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_total_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_rooms_add(integer,double precision,double precision,text,integer) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_rooms_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_rooms_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_rooms_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_top(bit varying,integer) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_slot_of(uuid,timestamp with time zone,timestamp with time zone) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_flip(text[],integer,boolean) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_terms(tsvector,text,text) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_masks(uuid[]) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_spread(bigint) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_ty(double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_tx(double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_flip(text[],integer,boolean) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_order_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_masks(uuid[]) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_order_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_order_rebuild() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_price_fine(bigint) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_terms(listing) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_street_zooms() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_street_add(integer,double precision,double precision) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_street_sync() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_street_apply(integer,uuid) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_street_agency() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_map_cell_add(integer,double precision,double precision,text,text) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_price_mid(bigint) CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_dense_bits() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listing_text_bits_place() CASCADE;
--> statement-breakpoint
DO $$ BEGIN
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE name = 'listings.map-renumber';
  END IF;
END $$;
--> statement-breakpoint
DROP INDEX IF EXISTS listing_public_point_filters_idx;
--> statement-breakpoint
-- The point index carries the columns filters read, as the sorts' indexes do (by hand).
DROP INDEX IF EXISTS listing_public_geo_idx;
--> statement-breakpoint
CREATE INDEX listing_public_geo_idx ON listing USING gist (point(longitude, latitude))
  INCLUDE (purpose, kind, rent_period, currency, price_amount, bedrooms, bathrooms, size_m2,
    tenure, title_status, agency_id, agent_id, published_at, created_at, latitude, longitude,
    place_ids)
  WHERE deleted_at IS NULL AND status = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "listing_public_earth_idx" ON "listing" USING gist (ll_to_earth("latitude", "longitude")) WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
--> statement-breakpoint
-- Purpose, kind and rooms go together (a plot has no bedrooms): the planner's estimates of
-- "3 bedrooms and 2 bathrooms" need to know it.
CREATE STATISTICS IF NOT EXISTS listing_rooms_stats (dependencies, mcv)
  ON purpose, kind, bedrooms, bathrooms FROM listing;
--> statement-breakpoint
-- functions/listing_km.sql
-- Kilometres from (from_lat, from_lng) to (lat, lng) on a sphere of radius 6371 km (haversine).
CREATE OR REPLACE FUNCTION listing_km(lat float8, lng float8, from_lat float8, from_lng float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371 * asin(sqrt(
    power(sin(radians(lat - from_lat) / 2), 2)
    + cos(radians(from_lat)) * cos(radians(lat)) * power(sin(radians(lng - from_lng) / 2), 2)))
$$;
--> statement-breakpoint
-- functions/listing_map_cell_deg.sql
-- A map grid cell's side in degrees at a zoom: about 60 screen pixels of 256-pixel tiles
-- (cellDegrees in map/map-grid.ts computes the same float).
CREATE OR REPLACE FUNCTION listing_map_cell_deg(zoom int)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 360::float8 / power(2::float8, zoom) * 60 / 256
$$;
--> statement-breakpoint
-- functions/listing_map_grid_max_zoom.sql
-- The deepest zoom the map grid holds (MAP_GRID_MAX_ZOOM in map/map-grid.ts, a test holds them
-- together); deeper maps count their listings live.
CREATE OR REPLACE FUNCTION listing_map_grid_max_zoom()
RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 14
$$;
--> statement-breakpoint
-- functions/listing_map_grid_track.sql
-- A listing write appends what it changed on the public map (-1 where it was, +1 where it is)
-- to listing_map_grid_change: an insert, so writes never wait on one another for the grid.
CREATE OR REPLACE FUNCTION listing_map_grid_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := false;
  is_shown boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_shown := OLD.deleted_at IS NULL AND OLD.status = 'ACTIVE'
      AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
      AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_shown := NEW.deleted_at IS NULL AND NEW.status = 'ACTIVE'
      AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
      AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
  END IF;
  IF was_shown AND is_shown
    AND (OLD.latitude, OLD.longitude, OLD.kind, OLD.purpose)
      IS NOT DISTINCT FROM (NEW.latitude, NEW.longitude, NEW.kind, NEW.purpose) THEN
    RETURN NULL;
  END IF;
  IF was_shown THEN
    INSERT INTO listing_map_grid_change (latitude, longitude, kind, purpose, delta)
    VALUES (OLD.latitude, OLD.longitude, OLD.kind, OLD.purpose, -1);
  END IF;
  IF is_shown THEN
    INSERT INTO listing_map_grid_change (latitude, longitude, kind, purpose, delta)
    VALUES (NEW.latitude, NEW.longitude, NEW.kind, NEW.purpose, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- functions/listing_map_grid_track_agency.sql
-- An agency entering or leaving public view brings its live listings onto or off the map.
CREATE OR REPLACE FUNCTION listing_map_grid_track_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status = 'ACTIVE') = (NEW.status = 'ACTIVE') THEN
    RETURN NULL;
  END IF;
  INSERT INTO listing_map_grid_change (latitude, longitude, kind, purpose, delta)
  SELECT l.latitude, l.longitude, l.kind, l.purpose, CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END
  FROM listing l
  WHERE l.agency_id = NEW.id AND l.deleted_at IS NULL AND l.status = 'ACTIVE'
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- functions/listing_map_grid_fold.sql
-- Adds the pending changes to the grid at every zoom and removes them, in one statement, so a
-- reader (grid plus pending changes) never counts one twice or misses one. Returns how many.
CREATE OR REPLACE FUNCTION listing_map_grid_fold() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  folded int;
BEGIN
  WITH moved AS (
    DELETE FROM listing_map_grid_change RETURNING latitude, longitude, kind, purpose, delta
  ), counted AS (
    SELECT count(*)::int AS n FROM moved
  ), added AS (
    INSERT INTO listing_map_grid AS g
      (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, floor(m.latitude / listing_map_cell_deg(z))::int,
      floor(m.longitude / listing_map_cell_deg(z))::int, m.kind, m.purpose,
      sum(m.delta), sum(m.delta * m.latitude), sum(m.delta * m.longitude),
      coalesce(min(m.latitude) FILTER (WHERE m.delta > 0), min(m.latitude)),
      coalesce(min(m.longitude) FILTER (WHERE m.delta > 0), min(m.longitude)),
      coalesce(max(m.latitude) FILTER (WHERE m.delta > 0), max(m.latitude)),
      coalesce(max(m.longitude) FILTER (WHERE m.delta > 0), max(m.longitude))
    FROM moved m CROSS JOIN generate_series(1, listing_map_grid_max_zoom()) z
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
      n = g.n + excluded.n, sum_lat = g.sum_lat + excluded.sum_lat,
      sum_lng = g.sum_lng + excluded.sum_lng, south = least(g.south, excluded.south),
      west = least(g.west, excluded.west), north = greatest(g.north, excluded.north),
      east = greatest(g.east, excluded.east)
    RETURNING 1
  )
  SELECT n INTO folded FROM counted, (SELECT count(*) FROM added) a;
  DELETE FROM listing_map_grid WHERE n <= 0;
  RETURN folded;
END
$$;
--> statement-breakpoint
-- functions/listing_map_grid_rebuild.sql
-- The grid computed again from the listings (after a bulk load with triggers off): the deepest
-- zoom from the listings, each coarser one from the next (a cell holds four of the next zoom's).
-- Holds listing writes (the change log's lock) while it runs.
CREATE OR REPLACE FUNCTION listing_map_grid_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  max_zoom int := listing_map_grid_max_zoom();
BEGIN
  LOCK TABLE listing_map_grid_change IN EXCLUSIVE MODE;
  DELETE FROM listing_map_grid_change;
  TRUNCATE listing_map_grid;
  INSERT INTO listing_map_grid (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT max_zoom, floor(l.latitude / listing_map_cell_deg(max_zoom))::int,
    floor(l.longitude / listing_map_cell_deg(max_zoom))::int, l.kind, l.purpose,
    count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l
  WHERE l.deleted_at IS NULL AND l.status = 'ACTIVE'
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
    AND l.agency_id NOT IN (SELECT a.id FROM agency a WHERE a.status <> 'ACTIVE')
  GROUP BY 2, 3, 4, 5;
  FOR z IN REVERSE max_zoom - 1 .. 1 LOOP
    INSERT INTO listing_map_grid (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, g.cy >> 1, g.cx >> 1, g.kind, g.purpose, sum(g.n), sum(g.sum_lat), sum(g.sum_lng),
      min(g.south), min(g.west), max(g.north), max(g.east)
    FROM listing_map_grid g WHERE g.zoom = z + 1
    GROUP BY 2, 3, 4, 5;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_grid_track
  AFTER INSERT OR DELETE OR UPDATE OF latitude, longitude, kind, purpose, status, deleted_at, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_grid_track();
--> statement-breakpoint
CREATE TRIGGER listing_map_grid_track_agency
  AFTER UPDATE OF status ON agency FOR EACH ROW EXECUTE FUNCTION listing_map_grid_track_agency();
--> statement-breakpoint
SELECT listing_map_grid_rebuild();
