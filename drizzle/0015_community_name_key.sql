CREATE TABLE "community_name_reports" (
	"name_key" text PRIMARY KEY NOT NULL,
	"community_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE INDEX "communities_name_key_idx" ON "communities" USING btree ("name_key");--> statement-breakpoint
-- Hand-written (issue 23 item 3, ADR 070): the key is computed in TypeScript (communityNameKey,
-- the TR39 skeleton from the unhomoglyph library), so SQL cannot fill it; start-up
-- (syncCommunityNameKeys) fills every missing or outdated key before the site serves. This
-- trigger keeps a stale key from surviving a write that changes the name without the key (the
-- key becomes null, which every lookup treats as "compute it now"). Keep this block when
-- migrations are regenerated.
CREATE FUNCTION communities_name_key_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name AND NEW.name_key IS NOT DISTINCT FROM OLD.name_key THEN
    NEW.name_key := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER communities_name_key BEFORE UPDATE OF name, name_key ON communities FOR EACH ROW EXECUTE FUNCTION communities_name_key_row();
