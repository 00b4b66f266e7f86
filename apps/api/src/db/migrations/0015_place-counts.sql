CREATE TABLE "listing_place_count" (
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_place_count_place_id_kind_purpose_pk" PRIMARY KEY("place_id","kind","purpose")
);
--> statement-breakpoint
-- Room on each page for the triggers' updates (HOT, in place).
ALTER TABLE "listing_place_count" SET (fillfactor = 70);
--> statement-breakpoint
-- The keys a listing counts under: every place of its chain, once, and EVERYWHERE (the nil
-- uuid, which no place has), in one order so that concurrent writers lock rows alike.
CREATE FUNCTION listing_place_count_keys(ids uuid[]) RETURNS SETOF uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT k FROM (
    SELECT '00000000-0000-0000-0000-000000000000'::uuid AS k
    UNION SELECT unnest(ids)
  ) keys ORDER BY k
$$;
--> statement-breakpoint
-- A listing row's counted facts changed: its old version leaves its keys, the new one enters
-- them (as listing_map_cell_sync in migration 0009). An emptied row is dropped.
CREATE FUNCTION listing_place_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.place_ids IS NOT DISTINCT FROM NEW.place_ids
    AND OLD.kind = NEW.kind AND OLD.purpose = NEW.purpose THEN
    RETURN NULL; -- views, enquiries, texts, prices: the counts do not change
  END IF;
  IF was_public THEN
    INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
    SELECT k, OLD.kind, OLD.purpose, -1 FROM listing_place_count_keys(OLD.place_ids) k
    ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n - 1;
    DELETE FROM listing_place_count WHERE n <= 0 AND kind = OLD.kind AND purpose = OLD.purpose
      AND place_id IN (SELECT listing_place_count_keys(OLD.place_ids));
  END IF;
  IF is_public THEN
    INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
    SELECT k, NEW.kind, NEW.purpose, 1 FROM listing_place_count_keys(NEW.place_ids) k
    ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_place_count_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, place_ids, kind, purpose, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_place_count_sync();
--> statement-breakpoint
-- Adds (p_sign 1) or removes (p_sign -1) all the public listings of one agency.
CREATE FUNCTION listing_place_count_apply(p_sign integer, p_agency uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
  SELECT k, l.kind, l.purpose, p_sign * count(*)
  FROM listing l CROSS JOIN LATERAL listing_place_count_keys(l.place_ids) k
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n + excluded.n;
  IF p_sign < 0 THEN
    DELETE FROM listing_place_count WHERE n <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- An agency entering or leaving public view takes all its public listings with it.
CREATE FUNCTION listing_place_count_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_place_count_apply(CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_place_count_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_place_count_agency();
--> statement-breakpoint
-- The whole table from the listings, for a bulk load with the trigger disabled (the bench).
CREATE FUNCTION listing_place_count_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_place_count;
  INSERT INTO listing_place_count (place_id, kind, purpose, n)
  SELECT k, l.kind, l.purpose, count(*)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN LATERAL listing_place_count_keys(l.place_ids) k
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT listing_place_count_rebuild();
