DROP VIEW "public"."public_locations";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "open_spans" "int4multirange";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "created_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "locations_public_order_idx" ON "locations" USING btree ("featured" DESC NULLS FIRST,"organization_name","id") WHERE "locations"."is_public";--> statement-breakpoint
CREATE INDEX "locations_time_zone_missing_idx" ON "locations" USING btree ("id") WHERE "locations"."time_zone" is null and "locations"."is_public";--> statement-breakpoint
CREATE VIEW "public"."public_locations" AS (select l.id, l.featured, l.created_by_admin from locations l where l.is_public);--> statement-breakpoint
-- Hand-written (issue 15, ADR 067): the public listing rule (ADR 050) evaluated once per write
-- and stored in locations.is_public, featured and created_by_admin, instead of three EXISTS checks
-- per row in every public query. `location_public_flags` is the rule; triggers on every table it
-- reads (locations, communities, billing's lan_center_subscriptions and plan_prices, auth's
-- user_lan_centers) keep the columns exact in the writer's own transaction. The application never
-- writes them (the locations trigger recomputes them on any write that names them). Keep this
-- block, after the view, when migrations are regenerated.
CREATE FUNCTION location_public_flags(
  p_id uuid, p_verified boolean, p_lat double precision, p_lng double precision,
  p_community_id uuid, p_complimentary_at timestamptz, p_created_by text,
  OUT is_public boolean, OUT featured boolean, OUT created_by_admin boolean
) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(p_verified, false) AND p_lat IS NOT NULL AND p_lng IS NOT NULL
      AND EXISTS (SELECT 1 FROM communities c WHERE c.id = p_community_id AND c.is_verified)
      AND (p_complimentary_at IS NOT NULL OR a.admin
        OR EXISTS (SELECT 1 FROM lan_center_subscriptions s WHERE s.location_id = p_id AND s.status IN ('active', 'trialing', 'past_due'))),
    EXISTS (SELECT 1 FROM lan_center_subscriptions s JOIN plan_prices p ON p.price_id = s.price_id WHERE s.location_id = p_id AND s.status IN ('active', 'trialing', 'past_due') AND p.plan = 'subscription'),
    a.admin
  FROM (SELECT EXISTS (SELECT 1 FROM user_lan_centers u WHERE u.user_id = p_created_by AND u.role = 'admin') AS admin) a
$$;--> statement-breakpoint
CREATE FUNCTION locations_public_flags_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The stored time zone follows the coordinates: cleared when they move (unless set with them);
  -- the directory fills it again from tz-lookup.
  IF TG_OP = 'UPDATE' AND (NEW.lat, NEW.lng) IS DISTINCT FROM (OLD.lat, OLD.lng)
    AND NEW.time_zone IS NOT DISTINCT FROM OLD.time_zone THEN
    NEW.time_zone := NULL;
  END IF;
  NEW.open_spans := hours_week_spans(NEW.opening_hours);
  SELECT f.is_public, f.featured, f.created_by_admin
    INTO NEW.is_public, NEW.featured, NEW.created_by_admin
    FROM location_public_flags(NEW.id, NEW.verified, NEW.lat, NEW.lng, NEW.community_id, NEW.complimentary_at, NEW.created_by) f;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER locations_public_flags BEFORE INSERT OR UPDATE OF id, verified, lat, lng, community_id, complimentary_at, created_by, is_public, featured, created_by_admin, opening_hours, open_spans ON locations FOR EACH ROW EXECUTE FUNCTION locations_public_flags_row();--> statement-breakpoint
CREATE FUNCTION refresh_location_public_flags(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE locations l SET is_public = f.is_public, featured = f.featured, created_by_admin = f.created_by_admin
  FROM locations s, LATERAL location_public_flags(s.id, s.verified, s.lat, s.lng, s.community_id, s.complimentary_at, s.created_by) f
  WHERE s.id = ANY (ids) AND l.id = s.id
    AND (l.is_public, l.featured, l.created_by_admin) IS DISTINCT FROM (f.is_public, f.featured, f.created_by_admin)
$$;--> statement-breakpoint
CREATE FUNCTION communities_public_flags_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_location_public_flags(array(SELECT l.id FROM locations l WHERE l.community_id IN (OLD.id, NEW.id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER communities_public_flags AFTER UPDATE OF id, is_verified ON communities FOR EACH ROW EXECUTE FUNCTION communities_public_flags_row();--> statement-breakpoint
CREATE FUNCTION subscriptions_public_flags_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_location_public_flags(array[NEW.location_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_location_public_flags(array[OLD.location_id]);
  ELSE
    PERFORM refresh_location_public_flags(array[OLD.location_id, NEW.location_id]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER lan_center_subscriptions_public_flags AFTER INSERT OR DELETE OR UPDATE OF status, price_id, location_id ON lan_center_subscriptions FOR EACH ROW EXECUTE FUNCTION subscriptions_public_flags_row();--> statement-breakpoint
CREATE FUNCTION plan_prices_public_flags_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prices text[];
BEGIN
  IF TG_OP = 'INSERT' THEN prices := array[NEW.price_id];
  ELSIF TG_OP = 'DELETE' THEN prices := array[OLD.price_id];
  ELSE prices := array[OLD.price_id, NEW.price_id];
  END IF;
  PERFORM refresh_location_public_flags(array(SELECT s.location_id FROM lan_center_subscriptions s WHERE s.price_id = ANY (prices)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER plan_prices_public_flags AFTER INSERT OR DELETE OR UPDATE ON plan_prices FOR EACH ROW EXECUTE FUNCTION plan_prices_public_flags_row();--> statement-breakpoint
CREATE FUNCTION user_lan_centers_public_flags_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users text[];
BEGIN
  IF TG_OP = 'INSERT' THEN users := array[NEW.user_id];
  ELSIF TG_OP = 'DELETE' THEN users := array[OLD.user_id];
  ELSE users := array[OLD.user_id, NEW.user_id];
  END IF;
  PERFORM refresh_location_public_flags(array(SELECT l.id FROM locations l WHERE l.created_by = ANY (users)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_lan_centers_public_flags AFTER INSERT OR DELETE OR UPDATE OF role, user_id ON user_lan_centers FOR EACH ROW EXECUTE FUNCTION user_lan_centers_public_flags_row();--> statement-breakpoint
CREATE FUNCTION public_flags_refresh_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_location_public_flags(array(SELECT l.id FROM locations l));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER communities_public_flags_truncate AFTER TRUNCATE ON communities FOR EACH STATEMENT EXECUTE FUNCTION public_flags_refresh_all();--> statement-breakpoint
CREATE TRIGGER lan_center_subscriptions_public_flags_truncate AFTER TRUNCATE ON lan_center_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION public_flags_refresh_all();--> statement-breakpoint
CREATE TRIGGER plan_prices_public_flags_truncate AFTER TRUNCATE ON plan_prices FOR EACH STATEMENT EXECUTE FUNCTION public_flags_refresh_all();--> statement-breakpoint
CREATE TRIGGER user_lan_centers_public_flags_truncate AFTER TRUNCATE ON user_lan_centers FOR EACH STATEMENT EXECUTE FUNCTION public_flags_refresh_all();--> statement-breakpoint
-- 'Open now' in SQL (ADR 067). `hours_week_spans`: the OpeningHours (app/lib/opening-hours.ts) as
-- minutes of the week on the venue's wall clock (Monday 00:00 = 0): each range [open, close) on
-- its own day (close on the next day when overnight), and a week earlier too (Sunday night runs
-- into Monday); null for no hours. `week_minute`: the minute of the week at `at` in `zone`.
-- Open now is `open_spans @> week_minute(time_zone, now)`, the same rule as `openingStatus`.
CREATE FUNCTION hours_week_spans(hours jsonb) RETURNS int4multirange LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN hours IS NULL OR jsonb_typeof(hours) <> 'object' THEN NULL ELSE coalesce((
    SELECT range_agg(int4range(s.base + s.open_at + shift.minutes, s.base + s.close_at + shift.minutes))
    FROM jsonb_each(hours) d(day, ranges),
      jsonb_array_elements(CASE WHEN jsonb_typeof(d.ranges) = 'array' THEN d.ranges ELSE '[]'::jsonb END) r(range),
      LATERAL (SELECT (array_position(ARRAY['mon','tue','wed','thu','fri','sat','sun'], d.day) - 1) * 1440 AS base,
        split_part(r.range->>'open', ':', 1)::int * 60 + split_part(r.range->>'open', ':', 2)::int AS open_at,
        split_part(r.range->>'close', ':', 1)::int * 60 + split_part(r.range->>'close', ':', 2)::int
          + CASE WHEN coalesce((r.range->>'overnight')::boolean, false) THEN 1440 ELSE 0 END AS close_at) s,
      (VALUES (-10080), (0)) shift(minutes)
    WHERE s.base IS NOT NULL), '{}'::int4multirange) END
$$;--> statement-breakpoint
-- One expression without FROM, so the planner inlines it into the query (a function call per
-- row cost about 8 times as much).
CREATE FUNCTION week_minute(zone text, at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (extract(isodow FROM at AT TIME ZONE coalesce(zone, 'UTC'))::int - 1) * 1440
    + extract(hour FROM at AT TIME ZONE coalesce(zone, 'UTC'))::int * 60
    + extract(minute FROM at AT TIME ZONE coalesce(zone, 'UTC'))::int
$$;--> statement-breakpoint
-- Backfill: every existing center once (the locations trigger computes the flags and spans).
UPDATE locations SET is_public = false;
