-- Listing expiry (issue 46): the hourly job reads ACTIVE listings by the start of their
-- confirmation period; this expression is the one the expiry repository writes.
CREATE INDEX IF NOT EXISTS "listing_confirm_period_idx" ON "listing"
  (coalesce("confirmed_at", "published_at", "created_at"), "id")
  WHERE "status" = 'ACTIVE' AND "deleted_at" IS NULL;
