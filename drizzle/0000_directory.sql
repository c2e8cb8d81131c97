CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"website" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_name" text NOT NULL,
	"description" text NOT NULL,
	"location_id" uuid,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"website" text,
	"image_url" text,
	"hero_image_url" text,
	"is_multi_location" boolean DEFAULT false NOT NULL,
	"has_landing_page" boolean DEFAULT false NOT NULL,
	"landing_page_content" text,
	"custom_location" text,
	"event_type" text DEFAULT 'lan_party' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"community_id" uuid,
	"created_by" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_lat_range" CHECK ("events"."lat" between -90 and 90),
	CONSTRAINT "events_lng_range" CHECK ("events"."lng" between -180 and 180),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_date" > "events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "location_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"owner_name" text,
	"email" text,
	"address" text,
	"organization_name" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_contacts_type" CHECK ("location_contacts"."type" in ('lan_center', 'lan_party'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_name" text NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"lat" double precision,
	"lng" double precision,
	"image_url" text,
	"community_id" uuid,
	"verified" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"onboarding_email_sent" boolean DEFAULT false NOT NULL,
	"onboarding_email_sent_at" timestamp with time zone,
	CONSTRAINT "locations_lat_range" CHECK ("locations"."lat" between -90 and 90),
	CONSTRAINT "locations_lng_range" CHECK ("locations"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "user_lan_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"display_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lan_centers_role" CHECK ("user_lan_centers"."role" in ('admin', 'user'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contacts" ADD CONSTRAINT "location_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_name_lower_idx" ON "communities" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE INDEX "communities_created_by_idx" ON "communities" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("start_date") WHERE "events"."verified";--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_contacts_location_idx" ON "location_contacts" USING btree ("location_id","type");--> statement-breakpoint
CREATE INDEX "location_contacts_created_at_idx" ON "location_contacts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "location_contacts_match_idx" ON "location_contacts" USING btree ("organization_name","email","type");--> statement-breakpoint
CREATE INDEX "locations_map_idx" ON "locations" USING btree ("community_id","organization_name") WHERE "locations"."verified" and "locations"."lat" is not null and "locations"."lng" is not null;--> statement-breakpoint
CREATE INDEX "locations_created_by_idx" ON "locations" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "user_lan_centers_user_id_key" ON "user_lan_centers" USING btree ("user_id");