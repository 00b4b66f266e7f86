CREATE TABLE "agency_media_limit" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"max_file_bytes" bigint,
	"max_files_per_listing" integer,
	"storage_quota_bytes" bigint,
	"image_quota" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"position" integer NOT NULL,
	"caption" text,
	"latitude" double precision,
	"longitude" double precision,
	"original_key" text NOT NULL,
	"original_name" text NOT NULL,
	"original_bytes" bigint NOT NULL,
	"content_type" text NOT NULL,
	"stored_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing" ADD COLUMN "cover_photo" jsonb;--> statement-breakpoint
ALTER TABLE "agency_media_limit" ADD CONSTRAINT "agency_media_limit_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_media_listing_idx" ON "listing_media" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_media_agency_idx" ON "listing_media" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "listing_media_upload_idx" ON "listing_media" USING btree ("upload_id");