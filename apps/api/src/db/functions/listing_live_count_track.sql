-- A listing write keeps listing_live_count (live listings per agency and agent) in its own
-- transaction: -1 where it was live, +1 where it is (issue 41, the listing-slot check).
CREATE OR REPLACE FUNCTION listing_live_count_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := false;
  is_live boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_live := OLD.deleted_at IS NULL AND OLD.status = 'ACTIVE';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_live := NEW.deleted_at IS NULL AND NEW.status = 'ACTIVE';
  END IF;
  IF was_live AND is_live AND OLD.agency_id = NEW.agency_id
    AND OLD.agent_id IS NOT DISTINCT FROM NEW.agent_id THEN
    RETURN NULL;
  END IF;
  IF was_live THEN
    UPDATE listing_live_count SET n = n - 1
    WHERE agency_id = OLD.agency_id AND agent_id IS NOT DISTINCT FROM OLD.agent_id;
  END IF;
  IF is_live THEN
    INSERT INTO listing_live_count (agency_id, agent_id, n) VALUES (NEW.agency_id, NEW.agent_id, 1)
    ON CONFLICT (agency_id, agent_id) DO UPDATE SET n = listing_live_count.n + 1;
  END IF;
  RETURN NULL;
END
$$;
