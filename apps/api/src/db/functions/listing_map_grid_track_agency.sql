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
