CREATE TABLE "follow_removals" (
	"center_id" uuid NOT NULL,
	"followed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_search_terms" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"uniques" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_search_terms_subject_kind_subject_id_day_term_pk" PRIMARY KEY("subject_kind","subject_id","day","term"),
	CONSTRAINT "insight_search_terms_uniques" CHECK ("insight_search_terms"."uniques" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insight_term_visitors" (
	"salt_day" date NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "insight_term_visitors_subject_kind_subject_id_day_term_visitor_pk" PRIMARY KEY("subject_kind","subject_id","day","term","visitor")
);
--> statement-breakpoint
ALTER TABLE "insight_daily" DROP CONSTRAINT "insight_daily_metric";--> statement-breakpoint
ALTER TABLE "follow_removals" ADD CONSTRAINT "follow_removals_center_id_locations_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_removals_center_idx" ON "follow_removals" USING btree ("center_id","removed_at");--> statement-breakpoint
ALTER TABLE "insight_daily" ADD CONSTRAINT "insight_daily_metric" CHECK ("insight_daily"."metric" in ('view','website','directions','phone','email','calendar','list_appearance','search_appearance','map_appearance','featured_appearance'));--> statement-breakpoint
-- Followers lost (issue 26 item 1, ADR 086): every deleted center follow (Unfollow, a deleted
-- account) leaves a row without the follower; a follow deleted because its center is being
-- deleted leaves none (the center and its rows are gone).
CREATE FUNCTION follows_removed_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.center_id IS NOT NULL AND EXISTS (SELECT 1 FROM locations l WHERE l.id = OLD.center_id) THEN
    INSERT INTO follow_removals (center_id, followed_at) VALUES (OLD.center_id, OLD.created_at);
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER follows_removed AFTER DELETE ON follows FOR EACH ROW EXECUTE FUNCTION follows_removed_row();
