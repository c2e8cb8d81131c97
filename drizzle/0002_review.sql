ALTER TABLE "communities" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "locations_pending_idx" ON "locations" USING btree ("created_at" DESC NULLS LAST) WHERE not "locations"."verified" and "locations"."rejected_at" is null;