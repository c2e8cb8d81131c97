CREATE TABLE "plan_prices" (
	"price_id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	CONSTRAINT "plan_prices_plan" CHECK ("plan_prices"."plan" in ('verified', 'subscription'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "complimentary_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "complimentary_by" text;--> statement-breakpoint
CREATE VIEW "public"."public_locations" AS (select l.id,
  exists (select 1 from lan_center_subscriptions s join plan_prices p on p.price_id = s.price_id where s.location_id = l.id and s.status in ('active', 'trialing', 'past_due') and p.plan = 'subscription') as featured,
  exists (select 1 from user_lan_centers u where u.user_id = l.created_by and u.role = 'admin') as created_by_admin
from locations l
join communities c on c.id = l.community_id and c.is_verified
where l.verified and l.lat is not null and l.lng is not null
  and (l.complimentary_at is not null
    or exists (select 1 from user_lan_centers u where u.user_id = l.created_by and u.role = 'admin')
    or exists (select 1 from lan_center_subscriptions s where s.location_id = l.id and s.status in ('active', 'trialing', 'past_due'))));--> statement-breakpoint
-- Hand-written (ADR 050): the local Stripe emulator's prices; configured prices are upserted at start.
INSERT INTO "plan_prices" ("price_id", "plan") VALUES ('price_local_verified', 'verified'), ('price_local_subscription', 'subscription') ON CONFLICT DO NOTHING;
