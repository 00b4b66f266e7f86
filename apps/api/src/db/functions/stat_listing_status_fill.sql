-- The daily listing snapshot (issue 43): for every day from the first listing's to last_day (days
-- in zone tz) that has none yet, the listings in each status at the day's end, rebuilt from the
-- status history (each listing's last change before the day's end, created by then and not
-- deleted by then), and the listings created that day. Reads listing tables, writes stat_daily
-- only; a day already written is left as it is, so running it again changes nothing.
CREATE OR REPLACE FUNCTION stat_listing_status_fill(tz text, last_day date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
  added integer;
BEGIN
  SELECT (min(created_at) AT TIME ZONE tz)::date INTO first_day FROM listing;
  IF first_day IS NULL OR first_day > last_day THEN
    RETURN 0;
  END IF;
  WITH changes AS (
    SELECT c.to_status AS status, c.changed_at, l.created_at, l.deleted_at,
      lead(c.changed_at) OVER (PARTITION BY c.listing_id ORDER BY c.changed_at, c.id) AS next_at
    FROM listing_status_change c JOIN listing l ON l.id = c.listing_id
  ),
  -- A status counts at the end of each day from lo to hi - 1 (hi null: still in it).
  spans AS (
    SELECT status,
      greatest((changed_at AT TIME ZONE tz)::date, (created_at AT TIME ZONE tz)::date) AS lo,
      least((next_at AT TIME ZONE tz)::date, (deleted_at AT TIME ZONE tz)::date) AS hi
    FROM changes
  ),
  deltas AS (
    SELECT status, lo AS day, 1 AS delta FROM spans WHERE hi IS NULL OR lo < hi
    UNION ALL
    SELECT status, hi, -1 FROM spans WHERE hi IS NOT NULL AND lo < hi
  ),
  per_day AS (
    SELECT status, day, sum(delta) AS delta FROM deltas WHERE day <= last_day GROUP BY 1, 2
  ),
  all_days AS (
    SELECT d::date AS day FROM generate_series(first_day, last_day, interval '1 day') AS d
  ),
  -- Only days without a snapshot are written.
  missing AS (
    SELECT a.day FROM all_days a WHERE NOT EXISTS (
      SELECT 1 FROM stat_daily s WHERE s.day = a.day AND s.metric = 'listing_status')
  ),
  counts AS (
    SELECT a.day, s.status,
      sum(coalesce(p.delta, 0)) OVER (PARTITION BY s.status ORDER BY a.day) AS n
    FROM all_days a
    CROSS JOIN unnest(ARRAY['ACTIVE', 'INACTIVE', 'ARCHIVED', 'SOLD']) AS s(status)
    LEFT JOIN per_day p ON p.day = a.day AND p.status = s.status
  ),
  created AS (
    SELECT (created_at AT TIME ZONE tz)::date AS day, count(*) AS n FROM listing GROUP BY 1
  ),
  fresh AS (
    SELECT c.day, 'listing_status' AS metric, c.status AS key, c.n AS value
    FROM counts c JOIN missing USING (day)
    UNION ALL
    SELECT m.day, 'listings_created', 'all', coalesce(c.n, 0)
    FROM missing m LEFT JOIN created c USING (day)
  )
  INSERT INTO stat_daily (day, metric, key, value)
  SELECT day, metric, key, value FROM fresh
  ON CONFLICT (day, metric, key) DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  RETURN added;
END
$$;
