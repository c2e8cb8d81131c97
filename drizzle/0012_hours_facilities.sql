ALTER TABLE "locations" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "stations" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "price_from_cents" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_stations_range" CHECK ("locations"."stations" >= 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_price_range" CHECK ("locations"."price_from_cents" >= 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_price_currency" CHECK ("locations"."price_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_platforms_known" CHECK ("locations"."platforms" <@ array['pc','console','vr','sim_racing']::text[]);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_amenities_known" CHECK ("locations"."amenities" <@ array['food_drinks','parking','step_free','tournaments','event_rentals']::text[]);