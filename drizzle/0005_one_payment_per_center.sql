CREATE TABLE "checkout_sessions" (
	"stripe_session_id" text PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_refunds" (
	"stripe_subscription_id" text PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kept_subscription_id" text NOT NULL,
	"stripe_refund_id" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_by_location_idx" ON "checkout_sessions" USING btree ("location_id") WHERE "checkout_sessions"."status" = 'open';