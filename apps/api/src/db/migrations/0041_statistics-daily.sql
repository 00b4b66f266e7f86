CREATE TABLE "stat_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
-- Reads the statistics need at scale (issue 43), written by hand: their tables belong to other
-- areas. Accounts and listings created per day; listings by status (live ones, for today).
CREATE INDEX IF NOT EXISTS "user_created_idx" ON "user" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_created_idx" ON "listing" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_status_live_idx" ON "listing" USING btree ("status") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- functions/stat_listing_status_fill.sql (its current body lives there; a test holds them equal)
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
--> statement-breakpoint
-- What already exists, counted per day. api_call_daily days were UTC days until now: they are
-- taken as they are. Sign-ins and listing snapshots are counted in Africa/Kampala, the default
-- MARKETPLACE_TIME_ZONE (another zone's job fills its own days from its first run on).
INSERT INTO stat_daily (day, metric, key, value)
SELECT day, 'api_calls', method, sum(count) FROM api_call_daily GROUP BY day, method
ON CONFLICT (day, metric, key) DO UPDATE SET value = excluded.value;
--> statement-breakpoint
INSERT INTO stat_daily (day, metric, key, value)
SELECT (created_at AT TIME ZONE 'Africa/Kampala')::date, 'logins',
  CASE WHEN success THEN 'success' ELSE 'failed' END, count(*)
FROM login_log GROUP BY 1, 3
ON CONFLICT (day, metric, key) DO UPDATE SET value = excluded.value;
--> statement-breakpoint
SELECT stat_listing_status_fill('Africa/Kampala', (now() AT TIME ZONE 'Africa/Kampala')::date - 1);
