-- Hand-written (issue 15, ADR 060): the trigram operator classes the indexes below use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_address_trgm_idx" ON "locations" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_lat_idx" ON "locations" USING btree ("lat") WHERE "locations"."verified";