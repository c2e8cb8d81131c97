CREATE TABLE "submission_tokens" (
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"form" text NOT NULL,
	"fingerprint" text NOT NULL,
	"location_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_tokens_user_id_token_pk" PRIMARY KEY("user_id","token"),
	CONSTRAINT "submission_tokens_form" CHECK ("submission_tokens"."form" in ('lan_center', 'lan_party'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_consent" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_tokens" ADD CONSTRAINT "submission_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tokens" ADD CONSTRAINT "submission_tokens_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_venue_consent_idx" ON "events" USING btree ("location_id") WHERE "events"."venue_consent" = 'pending';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_consent" CHECK ("events"."venue_consent" is null or "events"."venue_consent" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
-- HAND-WRITTEN BACKFILL (issue 18 item 7, ADR 052); keep when regenerating this migration.
-- Parties that already name another owner's center wait for that owner's consent, like new ones:
-- they leave that center's public page until its owner accepts them on the dashboard.
UPDATE "events" SET "venue_consent" = 'pending'
FROM "locations"
WHERE "events"."location_id" = "locations"."id"
  AND "locations"."created_by" IS DISTINCT FROM "events"."created_by"
  AND "events"."venue_consent" IS NULL;
