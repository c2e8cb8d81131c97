CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "customers_stripe_customer_id_key" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "lan_center_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"price_id" text NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"current_period_end" bigint,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_at" bigint,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lan_center_subscriptions_stripe_subscription_id_key" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lan_center_subscriptions" ADD CONSTRAINT "lan_center_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lan_center_subscriptions_one_occupying_per_location" ON "lan_center_subscriptions" USING btree ("location_id") WHERE "lan_center_subscriptions"."status" in ('active', 'trialing', 'past_due');--> statement-breakpoint
CREATE INDEX "lan_center_subscriptions_user_id_idx" ON "lan_center_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lan_center_subscriptions_location_id_idx" ON "lan_center_subscriptions" USING btree ("location_id");--> statement-breakpoint
CREATE VIEW "public"."lan_center_subscription_details" AS (select s.id, s.location_id, s.user_id, s.status, s.price_id, s.stripe_subscription_id, s.current_period_end, s.cancel_at_period_end, s.cancel_at, s.payment_method_brand, s.payment_method_last4, s.created_at, s.updated_at, l.organization_name, l.address from lan_center_subscriptions s join locations l on l.id = s.location_id);