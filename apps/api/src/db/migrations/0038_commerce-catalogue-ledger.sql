CREATE TABLE "agency_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"source" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reminded_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_item_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_package_item" (
	"package_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "catalogue_package_item_package_id_item_id_pk" PRIMARY KEY("package_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_package_price" (
	"package_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "catalogue_package_price_package_id_currency_pk" PRIMARY KEY("package_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalogue_package" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"validity_days" integer,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_package_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "entitlement_lot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"agent_id" uuid,
	"source" text NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"consumed" bigint DEFAULT 0 NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlement_lot_bucket_key" UNIQUE NULLS NOT DISTINCT("lot_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "entitlement_notice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"listing_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_operation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"package_id" uuid,
	"subscription_id" uuid,
	"listing_id" uuid,
	"reverses_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_operation_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operation_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"agent_id" uuid,
	"lot_id" uuid NOT NULL,
	"delta" bigint NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_subscription" ADD CONSTRAINT "agency_subscription_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_subscription" ADD CONSTRAINT "agency_subscription_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_package_item" ADD CONSTRAINT "catalogue_package_item_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_package_item" ADD CONSTRAINT "catalogue_package_item_item_id_catalogue_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_package_price" ADD CONSTRAINT "catalogue_package_price_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_notice" ADD CONSTRAINT "entitlement_notice_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operation" ADD CONSTRAINT "ledger_operation_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operation" ADD CONSTRAINT "ledger_operation_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operation" ADD CONSTRAINT "ledger_operation_subscription_id_agency_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."agency_subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operation" ADD CONSTRAINT "ledger_operation_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_operation_id_ledger_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_item_id_catalogue_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_subscription_agency_idx" ON "agency_subscription" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "agency_subscription_ends_idx" ON "agency_subscription" USING btree ("ends_at") WHERE "agency_subscription"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "catalogue_package_item_item_id_index" ON "catalogue_package_item" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_package_one_free_idx" ON "catalogue_package" USING btree ("is_free") WHERE "catalogue_package"."is_free";--> statement-breakpoint
CREATE INDEX "entitlement_lot_agency_item_idx" ON "entitlement_lot" USING btree ("agency_id","item_id");--> statement-breakpoint
CREATE INDEX "entitlement_lot_open_until_idx" ON "entitlement_lot" USING btree ("valid_until") WHERE "entitlement_lot"."remaining" <> 0 and "entitlement_lot"."valid_until" is not null;--> statement-breakpoint
CREATE INDEX "entitlement_notice_agency_idx" ON "entitlement_notice" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_operation_agency_idx" ON "ledger_operation" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_operation_reverses_idx" ON "ledger_operation" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_posting_lot_idx" ON "ledger_posting" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "ledger_posting_operation_idx" ON "ledger_posting" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "ledger_posting_agency_item_idx" ON "ledger_posting" USING btree ("agency_id","item_id","created_at");--> statement-breakpoint
-- The default catalogue (issue 41): the items the product's rules read, and the FREE package
-- every agency holds. Admins edit names, descriptions and the FREE package's quantities.
INSERT INTO "catalogue_item" ("code", "name", "description", "unit", "kind", "built_in") VALUES
  ('LISTING_SLOTS', 'Listing slots', 'How many listings can be published (active) at the same time.', 'listings', 'CAPACITY', true),
  ('AGENT_SEATS', 'Agent seats', 'How many agents, the super agent included, the agency can have (invitations count until answered).', 'seats', 'CAPACITY', true),
  ('PHOTO_STORAGE', 'Photo storage', 'Space for listing photos, originals and their sizes together.', 'bytes', 'CAPACITY', true),
  ('PHOTO_COUNT', 'Photos', 'How many listing photos the agency can keep.', 'photos', 'CAPACITY', true),
  ('FEATURED_DAYS', 'Featured days', 'Days a listing is shown as featured on the home page and first in results; used as you feature listings.', 'days', 'CONSUMABLE', true),
  ('BUMPS', 'Bumps', 'Each bump moves one active listing back to the top of the newest listings.', 'bumps', 'CONSUMABLE', true),
  ('WHATSAPP_ROUTING', 'WhatsApp routing', 'The super agent sets the agency''s WhatsApp numbers, enquiry text and how enquiries reach agents.', '', 'FEATURE', true),
  ('VERIFIED_BADGE', 'Verified badge', 'A verified badge on the agency''s page and listings.', '', 'FEATURE', true);
--> statement-breakpoint
INSERT INTO "catalogue_package" ("code", "name", "description", "validity_days", "visibility", "position", "status", "is_free")
VALUES ('FREE', 'Free', 'What every agency has from the start: a few listings and photos for one agent.', NULL, 'PRIVATE', 0, 'ACTIVE', true);
--> statement-breakpoint
INSERT INTO "catalogue_package_item" ("package_id", "item_id", "quantity")
SELECT p."id", i."id", v.q
FROM (VALUES ('LISTING_SLOTS', 5), ('AGENT_SEATS', 1), ('PHOTO_STORAGE', 524288000), ('PHOTO_COUNT', 150)) AS v(code, q)
JOIN "catalogue_item" i ON i."code" = v.code
CROSS JOIN "catalogue_package" p WHERE p."is_free";
--> statement-breakpoint
-- Every existing agency holds the FREE package from its creation, as new ones will.
INSERT INTO "agency_subscription" ("id", "agency_id", "package_id", "status", "source", "starts_at", "created_at")
SELECT md5('free-sub:' || a."id")::uuid, a."id", p."id", 'ACTIVE', 'PACKAGE', a."created_at", now()
FROM "agency" a CROSS JOIN "catalogue_package" p WHERE p."is_free";
--> statement-breakpoint
INSERT INTO "ledger_operation" ("id", "agency_id", "kind", "source", "package_id", "subscription_id", "reason", "idempotency_key")
SELECT md5('free-op:' || a."id")::uuid, a."id", 'GRANT', 'PACKAGE', p."id", md5('free-sub:' || a."id")::uuid, 'Free package', 'free:' || a."id"
FROM "agency" a CROSS JOIN "catalogue_package" p WHERE p."is_free";
--> statement-breakpoint
INSERT INTO "ledger_posting" ("id", "operation_id", "agency_id", "item_id", "lot_id", "delta", "valid_from")
SELECT md5('free-lot:' || a."id" || ':' || pi."item_id")::uuid, md5('free-op:' || a."id")::uuid, a."id", pi."item_id",
  md5('free-lot:' || a."id" || ':' || pi."item_id")::uuid, pi."quantity", a."created_at"
FROM "agency" a
JOIN "catalogue_package" p ON p."is_free"
JOIN "catalogue_package_item" pi ON pi."package_id" = p."id";
--> statement-breakpoint
-- What agencies had before packages is kept: media quotas (their own or the old defaults of
-- 5 GB and 3,000 photos), listings already active and agents already in, as a grant that does
-- not end ("carried over").
CREATE TEMP TABLE "carried_over" AS
SELECT x.agency_id, i."id" AS item_id, x.extra
FROM (
  SELECT a."id" AS agency_id, 'PHOTO_STORAGE' AS code, coalesce(ml."storage_quota_bytes", 5368709120) - 524288000 AS extra
  FROM "agency" a LEFT JOIN "agency_media_limit" ml ON ml."agency_id" = a."id"
  UNION ALL
  SELECT a."id", 'PHOTO_COUNT', coalesce(ml."image_quota", 3000) - 150
  FROM "agency" a LEFT JOIN "agency_media_limit" ml ON ml."agency_id" = a."id"
  UNION ALL
  SELECT a."id", 'LISTING_SLOTS',
    (SELECT count(*) FROM "listing" l WHERE l."agency_id" = a."id" AND l."status" = 'ACTIVE' AND l."deleted_at" IS NULL) - 5
  FROM "agency" a
  UNION ALL
  SELECT a."id", 'AGENT_SEATS',
    (SELECT count(*) FROM "user" u WHERE u."agency_id" = a."id" AND u."role" IN ('AGENT', 'SUPER_AGENT'))
    + (SELECT count(*) FROM "agency_invitation" v WHERE v."agency_id" = a."id" AND v."accepted_at" IS NULL AND v."revoked_at" IS NULL AND v."expires_at" > now())
    - 1
  FROM "agency" a
) x JOIN "catalogue_item" i ON i."code" = x.code
WHERE x.extra > 0;
--> statement-breakpoint
INSERT INTO "ledger_operation" ("id", "agency_id", "kind", "source", "reason", "idempotency_key")
SELECT DISTINCT md5('carried-op:' || agency_id)::uuid, agency_id, 'GRANT', 'MIGRATION', 'Carried over from before packages', 'carried:' || agency_id
FROM "carried_over";
--> statement-breakpoint
INSERT INTO "ledger_posting" ("id", "operation_id", "agency_id", "item_id", "lot_id", "delta", "valid_from")
SELECT md5('carried-lot:' || c.agency_id || ':' || c.item_id)::uuid, md5('carried-op:' || c.agency_id)::uuid, c.agency_id, c.item_id,
  md5('carried-lot:' || c.agency_id || ':' || c.item_id)::uuid, c.extra, a."created_at"
FROM "carried_over" c JOIN "agency" a ON a."id" = c.agency_id;
--> statement-breakpoint
DROP TABLE "carried_over";
--> statement-breakpoint
INSERT INTO "entitlement_lot" ("lot_id", "agency_id", "item_id", "source", "granted", "remaining", "valid_from")
SELECT p."id", p."agency_id", p."item_id", o."source", p."delta", p."delta", p."valid_from"
FROM "ledger_posting" p JOIN "ledger_operation" o ON o."id" = p."operation_id";
--> statement-breakpoint
ALTER TABLE "agency_media_limit" DROP COLUMN "storage_quota_bytes";--> statement-breakpoint
ALTER TABLE "agency_media_limit" DROP COLUMN "image_quota";