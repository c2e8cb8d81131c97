CREATE TABLE "billing_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
