-- An area's newest listings from the point index alone (ADR 0027, amendment of 2026-11-27 night):
-- the public point index also carries the newest order's columns and the kind and purpose
-- (INCLUDE, written by hand: drizzle-kit cannot write it), so a box's or radius's rows, their
-- count and a page of the few of them sorted newest first never read the table. Built before the
-- old one is dropped, so an area is never without its index; about 4 s on 1,000,000 listings.
CREATE INDEX "listing_public_geo_sorted_idx" ON "listing" USING gist (point("longitude", "latitude")) INCLUDE ("id", "agency_id", "latitude", "longitude", "published_at", "created_at", "kind", "purpose") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';--> statement-breakpoint
DROP INDEX "listing_public_geo_idx";--> statement-breakpoint
ALTER INDEX "listing_public_geo_sorted_idx" RENAME TO "listing_public_geo_idx";
