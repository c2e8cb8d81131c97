CREATE TABLE "map_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "map_data_version_one_row" CHECK ("map_data_version"."id" = 1)
);--> statement-breakpoint
-- Hand-written (issue 15 item 4, ADR 062): the one version row, and statement triggers that bump
-- it in the writer's transaction whenever a column the public map reads may have changed (the
-- tables and columns `public_locations` reads, ADR 050). The server's map index compares it on
-- every answer and is rebuilt when it moved. Keep this block when migrations are regenerated.
INSERT INTO "map_data_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION bump_map_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER locations_map_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF verified, lat, lng, community_id, complimentary_at, created_by ON locations FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();--> statement-breakpoint
CREATE TRIGGER communities_map_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF is_verified ON communities FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();--> statement-breakpoint
CREATE TRIGGER lan_center_subscriptions_map_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, price_id, location_id ON lan_center_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();--> statement-breakpoint
CREATE TRIGGER plan_prices_map_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON plan_prices FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();--> statement-breakpoint
CREATE TRIGGER user_lan_centers_map_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF role, user_id ON user_lan_centers FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();
