-- Codes written into JSON as they are (ADR 0032, amended 2026-11-29): result cards and map
-- markers write a listing's kind, purpose, rent period, currency, units, land codes and status,
-- and its agency's slug, between quotes without to_json (which looked each value's type up on
-- every row). These CHECKs keep them plain codes (letters, digits, _ and -), as every value the
-- contract allows is. One scan of each table to validate (about 2 s on 1,000,000 listings here).
ALTER TABLE "agency" ADD CONSTRAINT "agency_slug_plain" CHECK ("agency"."slug" ~ '^[A-Za-z0-9_-]+$');--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_codes_plain" CHECK (("listing"."kind" ~ '^[A-Za-z0-9_-]+$') and ("listing"."purpose" ~ '^[A-Za-z0-9_-]+$') and ("listing"."rent_period" ~ '^[A-Za-z0-9_-]+$') and ("listing"."currency" ~ '^[A-Za-z0-9_-]+$') and ("listing"."floor_area_unit" ~ '^[A-Za-z0-9_-]+$') and ("listing"."land_size_unit" ~ '^[A-Za-z0-9_-]+$') and ("listing"."tenure" ~ '^[A-Za-z0-9_-]+$') and ("listing"."title_status" ~ '^[A-Za-z0-9_-]+$') and ("listing"."access_road" ~ '^[A-Za-z0-9_-]+$') and ("listing"."status" ~ '^[A-Za-z0-9_-]+$'));