CREATE TABLE "follow_digest_items" (
	"event_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_digest_items_event_id_audience_pk" PRIMARY KEY("event_id","audience"),
	CONSTRAINT "follow_digest_items_audience" CHECK ("follow_digest_items"."audience" in ('center', 'community'))
);
--> statement-breakpoint
ALTER TABLE "follow_digest_items" ADD CONSTRAINT "follow_digest_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;