-- The map's markers from the index alone (ADR 0014, amendment of 2026-11-26): the public point
-- index carries what a marker shows (INCLUDE, written by hand: drizzle-kit cannot write it). The
-- plain point index goes: only public reads filter by a box, and with it the planner read
-- markers from the table instead (its estimate of a box's rows is low). Built before the old
-- one is dropped, so a box is never without an index; about 3 s on 1,000,000 listings.
CREATE INDEX "listing_public_marker_idx" ON "listing" USING btree ("latitude","longitude","agency_id","kind","purpose") INCLUDE ("id","title","price_amount","currency") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';--> statement-breakpoint
DROP INDEX "listing_public_point_idx";--> statement-breakpoint
ALTER INDEX "listing_public_marker_idx" RENAME TO "listing_public_point_idx";--> statement-breakpoint
DROP INDEX "listing_point_idx";
