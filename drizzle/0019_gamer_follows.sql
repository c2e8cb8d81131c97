CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"center_id" uuid,
	"community_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target" CHECK (num_nonnulls("follows"."center_id", "follows"."community_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "user_lan_centers" ADD COLUMN "intent" text DEFAULT 'run' NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_center_id_locations_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_center_key" ON "follows" USING btree ("user_id","center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_community_key" ON "follows" USING btree ("user_id","community_id");--> statement-breakpoint
CREATE INDEX "follows_center_idx" ON "follows" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "follows_community_idx" ON "follows" USING btree ("community_id");--> statement-breakpoint
ALTER TABLE "user_lan_centers" ADD CONSTRAINT "user_lan_centers_intent" CHECK ("user_lan_centers"."intent" in ('play', 'run'));