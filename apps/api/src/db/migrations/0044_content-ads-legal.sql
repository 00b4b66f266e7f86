CREATE TABLE "advert_daily" (
	"advert_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_daily_advert_id_day_pk" PRIMARY KEY("advert_id","day")
);
--> statement-breakpoint
CREATE TABLE "advert_enquiry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"slots" text[] DEFAULT '{}' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"image_id" uuid NOT NULL,
	"link_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"slot" text NOT NULL,
	"page_kinds" text[] DEFAULT '{}' NOT NULL,
	"region_ids" uuid[] DEFAULT '{}' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"weight" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text,
	"variants" jsonb NOT NULL,
	"stored_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_acceptance" (
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_acceptance_user_id_document_version_pk" PRIMARY KEY("user_id","document","version")
);
--> statement-breakpoint
ALTER TABLE "content_page" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "advert_daily" ADD CONSTRAINT "advert_daily_advert_id_advert_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."advert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert" ADD CONSTRAINT "advert_image_id_content_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_image"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert" ADD CONSTRAINT "advert_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_image" ADD CONSTRAINT "content_image_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_enquiry_created_idx" ON "advert_enquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "advert_slot_status_idx" ON "advert" USING btree ("slot","status");--> statement-breakpoint
ALTER TABLE "content_page" ADD CONSTRAINT "content_page_cover_image_id_content_image_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."content_image"("id") ON DELETE set null ON UPDATE no action;