ALTER TABLE "center_ratings" ADD COLUMN "score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "center_ratings_score_idx" ON "center_ratings" USING btree ("score" DESC NULLS LAST,"center_id") WHERE "center_ratings"."review_count" > 0;--> statement-breakpoint
-- The stored Bayesian average of the counts already there (ADR 090: C = 10, m = 4.0).
UPDATE "center_ratings" SET "score" = (10 * 4.0 + "rating_sum")::double precision / (10 + "review_count");
