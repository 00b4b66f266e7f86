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
