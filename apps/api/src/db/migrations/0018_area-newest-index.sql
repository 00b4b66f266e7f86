-- An area's listings newest first (ADR 0025, amendment of 2026-11-26): a search by an area without
-- areas inside reads `area_id` and the first page's entries alone (most areas; one with areas
-- inside keeps `place_ids`). A few seconds on 1,000,000 listings.
CREATE INDEX "listing_public_area_newest_idx" ON "listing" USING btree ("area_id","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id","agency_id") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';